// The scheduled jobs' names, apart from their handlers, so the ops command line can list them
// without loading the server.
export const REMINDERS_JOB = 'reminders';
export const MORNING_REMINDERS_JOB = 'morning-reminders';
export const INVOICE_RUN_JOB = 'invoice-run';
// Issue 12: spec 2 §4 service documentation check on the 3rd.
export const SERVICE_DOCUMENTATION_CHECK_JOB = 'service-documentation-check';
/** Issue 14: idempotency keys past their expiry are deleted. */
export const IDEMPOTENCY_CLEANUP_JOB = 'idempotency-cleanup';
/** Issue 15 §13: stored files nothing references (a lost race, a crash before the commit). */
export const ORPHAN_FILE_SWEEP_JOB = 'orphan-file-sweep';
/** Issue 42 #3: a reset request's lookup, token and mail, off the request path (not scheduled). */
export const PASSWORD_RESET_MAIL_JOB = 'password-reset-mail';
/** Issue 40: a staff invitation's token, TOTP secret and mail (not scheduled). */
export const STAFF_INVITATION_MAIL_JOB = 'staff-invitation-mail';
/** The jobs `npm run ops -- run-job --job <name>` may start now. */
export const SCHEDULED_JOBS = [
  REMINDERS_JOB,
  MORNING_REMINDERS_JOB,
  INVOICE_RUN_JOB,
  SERVICE_DOCUMENTATION_CHECK_JOB,
  IDEMPOTENCY_CLEANUP_JOB,
  ORPHAN_FILE_SWEEP_JOB,
] as const;
