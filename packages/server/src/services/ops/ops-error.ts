// The back office's error vocabulary. Its callers are the marketplace's staff and scripts, not the
// app, so its codes are not in the app's catalogue (domain/errors): each carries an English message
// for the person at the terminal, beside the spec-style code a script can test.

/** HTTP status of each back-office code, written once. */
const OPS_ERROR_STATUS = {
  CANNOT_DESERIALIZE_REQUEST_DATA: 400,
  PROPOSAL_INVALID_SERVICE_REQUEST_ID: 400,
  CONTRACT_INVALID_ID: 400,
  PROPOSAL_EXPIRY_INVALID: 400,
  BOOKING_END_BEFORE_START: 400,
  BOOKING_TOO_LONG: 400,
  CONTRACT_CANCELATION_DATE_INVALID: 400,
  // Issue 12: invoices.
  INVOICE_INVALID_ID: 400,
  INVOICE_MONTH_INVALID: 400,
  CARE_RECEIVER_INVALID_ID: 400,
  INVOICE_NOT_FOUND: 404,
  INVOICE_IS_STORNO: 409,
  INVOICE_ALREADY_CANCELLED: 409,
  INVOICE_NOT_FROM_RUN: 409,
  INVOICE_MONTH_NOT_ENDED: 409,
  INVOICE_RUN_RUNNING: 409,
  INVOICE_RUN_NOT_FOUND: 404,
  INVOICE_RUN_INVALID_ID: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CAREGIVER_NOT_FOUND: 404,
  CARE_RECEIVER_NOT_FOUND: 404,
  SERVICE_REQUEST_NOT_FOUND: 404,
  PROPOSAL_NOT_FOUND: 404,
  CONTRACT_NOT_FOUND: 404,
  FIRST_BOOKING_NOT_FOUND: 404,
  PROOF_NOT_FOUND: 404,
  CAREGIVER_APPLICATION_INCOMPLETE: 409,
  CAREGIVER_BOOKED_OUT: 409,
  CAREGIVER_ABSENT: 409,
  PROPOSAL_ALREADY_EXISTS: 409,
  CAREGIVER_EMAIL_TAKEN: 409,
  PROPOSAL_NOT_ACCEPTED: 409,
  PROPOSAL_EXPIRED: 409,
  PROPOSAL_CAREGIVER_AMBIGUOUS: 409,
  PROPOSAL_NO_COUNTER_PROPOSAL: 409,
  COUNTER_PROPOSAL_PASSED: 409,
  SERVICE_REQUEST_ALREADY_AWARDED: 409,
  BOOKING_IS_OVERLAPPING: 409,
  BOOKING_IS_FULFILLED: 409,
  CONTRACT_INACTIVE: 409,
  FIRST_BOOKING_DECLINED: 409,
  // Issue 40: planning employees' visits answers the caregiver's own booking codes.
  BOOKING_INVALID_ID: 400,
  CAREGIVER_INVALID_ID: 400,
  CANCELLATION_REASON_INVALID: 400,
  BOOKING_NOT_FOUND: 404,
  BOOKING_IS_INVOICED: 409,
  BOOKING_AFTER_CONTRACT_END: 409,
  FIRST_BOOKING_NOT_FULFILLED: 409,
  CAREGIVER_NOT_EMPLOYED: 409,
  // Issue 40: staff accounts and invitations.
  STAFF_INVALID_ID: 400,
  STAFF_OTP_INVALID: 400,
  STAFF_NOT_FOUND: 404,
  STAFF_EMAIL_TAKEN: 409,
  STAFF_CANNOT_DISABLE_SELF: 409,
  STAFF_INVITATION_NOT_FOUND: 404,
  STAFF_INVITATION_USED: 410,
  STAFF_INVITATION_EXPIRED: 410,
  // Issue 40: the console's contracts and care receivers (records 0105, 0106).
  SERVICE_DOCUMENTATION_FILE_INVALID_ID: 400,
  SERVICE_DOCUMENTATION_FILE_NOT_FOUND: 404,
  CARE_RECEIVER_CONTRACT_OPEN: 409,
  CARE_RECEIVER_RETENTION_RUNNING: 409,
  // What answerOpsError sends for an error it did not expect: listed so a client's list of the
  // codes it can meet (the console's texts, the OpenAPI enum) is complete.
  INTERNAL_SERVER_ERROR: 500,
} as const;

export type OpsErrorCode = keyof typeof OPS_ERROR_STATUS;
/** Every back-office code (the OpenAPI description lists them). */
export const OPS_ERROR_CODES = Object.keys(OPS_ERROR_STATUS) as [OpsErrorCode, ...OpsErrorCode[]];

/** Thrown by services/ops; http/ops answers `{status, errorCode, message}`. */
export class OpsError extends Error {
  readonly httpStatus: number;

  constructor(
    readonly code: OpsErrorCode,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'OpsError';
    this.httpStatus = OPS_ERROR_STATUS[code];
  }
}

export const isOpsError = (error: unknown): error is OpsError => error instanceof OpsError;

/** SQLSTATE of a PostgreSQL error (node-postgres and PGlite put it on the error or its cause). */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** The constraint a unique or exclusion violation names, when the driver says. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { constraint, cause } = current as { constraint?: unknown; cause?: unknown };
    if (typeof constraint === 'string') return constraint;
    current = cause;
  }
  return undefined;
}
