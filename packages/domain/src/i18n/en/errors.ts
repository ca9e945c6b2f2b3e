import type { Messages } from '../messages.js';

export const errors = {
  ERROR_UNKNOWN: 'Unknown error, please try again later',
  UNEXPECTED_ERROR: 'Unexpected error: {{code}}',
  INVALID_GRANT: 'Incorrect email/password',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a moment and try again.',
  FAILED_TO_FETCH: 'Failed to fetch',
  ERROR_LOADING_DETAILS: 'Error while loading details',
  PASSWORD_RESET_TOKEN_INVALID: 'This link is invalid or has expired. Please request a new one.',
} satisfies Messages['errors'];
