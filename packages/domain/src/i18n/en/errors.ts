import type { Messages } from '../messages.js';

export const errors = {
  ERROR_UNKNOWN: 'Unknown error, please try again later',
  UNEXPECTED_ERROR: 'Unexpected error: {{code}}',
  UNEXPECTED_SERVER_ERROR: 'unexpected server error',
  ERROR_RESPONSE: 'Error: {{code}}',
  ERROR_RESPONSE_FOR_SLOT: '{{date}} {{time}}: {{message}}',
  INVALID_GRANT: 'Incorrect email/password',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a moment and try again.',
  FAILED_TO_FETCH: 'Failed to fetch',
  ERROR_LOADING_DETAILS: 'Error while loading details',
  PASSWORD_RESET_TOKEN_INVALID: 'This link is invalid or has expired. Please request a new one.',
  BOOKING_INVALID_ID: 'Invalid booking ID',
  BOOKING_INVALID_SERVICE: 'Invalid service',
  BOOKING_IS_FULFILLED: 'This booking is already fulfilled.',
  BOOKING_IS_INVOICED: 'This booking is already invoiced.',
  BOOKING_IS_OVERLAPPING: 'This booking overlaps another booking.',
  BOOKING_NOT_FOUND: 'Booking not found',
  BOOKING_VALIDATION_OVERLAPS: 'The appointment overlaps another appointment.',
  CANNOT_DESERIALIZE_REQUEST_DATA: 'The request could not be read.',
  CONTRACT_INVALID_ID: 'Invalid contract ID',
  CONTRACT_NOT_FOUND: 'Contract not found',
  INTERNAL_SERVER_ERROR: 'Internal server error',
  PROPOSAL_INVALID_SERVICE_REQUEST_ID: 'Invalid request ID',
  PROPOSAL_NOT_FOUND: 'Proposal not found',
  PROPOSAL_ALREADY_ACCEPTED: 'This proposal has already been accepted.',
  SERVICE_DOCUMENTATION_UPLOAD_FAILED: 'Uploading the service documentation failed',
  PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND: 'No image found',
  OAUTH_ERROR: 'Signing in to the server failed',
  UNAUTHORIZED: 'Please sign in again.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found',
  BOOKING_TOO_LONG:
    'This booking lasts longer than 8.5 hours and cannot be created like this. Please change the time frame.',
  BOOKING_END_BEFORE_START: 'The appointment must end after it starts.',
  BOOKING_NOT_STARTED: 'This appointment has not started yet and cannot be documented yet.',
  BOOKING_IS_FIRST_BOOKING: 'The first appointment with a customer cannot be deleted.',
  BOOKING_IS_NOT_FIRST_BOOKING: 'Only the first appointment with a customer can be confirmed.',
  CONTRACT_INACTIVE: 'This collaboration has ended. No more appointments can be planned.',
  BOOKING_AFTER_CONTRACT_END:
    'The collaboration ends before this appointment. Please choose an earlier time.',
  CANCELLATION_REASON_INVALID: 'Please select a valid reason.',
  IMAGE_INVALID: 'The image could not be read. Please upload a PNG or JPEG image.',
  IMAGE_TOO_LARGE: 'The image is too large (at most 5 MB).',
  DOWNLOAD_TOKEN_INVALID: 'This download link is invalid or has expired.',
  PROOF_NOT_AVAILABLE: 'A proof of service exists once the booking is documented.',
  QUERY_TOO_COMPLEX: 'This request asks for too much at once. Please ask for less.',

  FIRST_BOOKING_NOT_FULFILLED:
    'Follow-up appointments can be planned only once the first appointment is documented.',
  CONTRACT_CONFIRMATION_NOT_ALLOWED:
    'The collaboration can be rated only after the first confirmed appointment.',
  ERROR_BOOKING_GREATER_THAN_3_HOURS:
    'This booking lasts longer than 3 hours, please check if this is correct.',
  ERROR_BOOKING_GREATER_THAN_8_5_HOURS:
    'This booking lasts longer than 8.5 hours and cannot be created like this. Please change the time frame.',
  BOOKING_OR_CONTRACT_NOT_FOUND_ERROR: 'Error',
  BOOKING_OR_CONTRACT_NOT_FOUND_ERROR_MESSAGE:
    'Whoops! That record has been deleted. Nothing to see here now!',
  FULFIL_FAILED:
    'Either the appointment overlaps another appointment, or the appointment has already been documented',
  SIGNATURE_UPLOAD_FAILED: 'An error occured while saving signature, try submitting again',
  IMAGE_UPLOAD_FAILED: 'Image upload failed',
  IMAGE_UPLOAD_SUCCEEDED: 'Image uploaded',
  WEB_VERSION_NOT_SUPPORTED: 'Web version not supported',
  PDF_LOAD_FAILED: 'Sorry an error occurred!',
  // Issue 14: idempotency keys of offline replays.
  IDEMPOTENCY_KEY_INVALID: 'The request carries an invalid idempotency key.',
  IDEMPOTENCY_KEY_REUSED:
    'This action was already sent under the same key with different details and was not applied again.',
  IDEMPOTENCY_KEY_IN_PROGRESS: 'This action is being processed already. Please try again shortly.',
  // Issue 42.
  PUSH_SUBSCRIPTION_TAKEN:
    'This device receives notifications for another account. Sign out there first.',
  BOOKING_RATE_LIMIT:
    'You have created more appointments in a short time than anyone plans by hand. Please try again later.',
  // Issue 39.
  BOOKING_NOT_FULFILLED: 'The survey opens once the appointment is documented.',
  BOOKING_PROOF_MISSING:
    'First upload a photo of the signed proof of service, or have it signed digitally.',
} satisfies Messages['errors'];
