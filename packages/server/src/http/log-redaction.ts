// Issue 15 #5: secrets travel in some URLs (the reset link's `token=`, the single-use download
// paths, the calendar feed's secret), and URLs reach the log in the request line,
// in error messages and in the outbox's note. One hook on the logger's output (pino's
// `hooks.streamWrite`) blanks them in every line, whichever part of the code wrote it.

/** A query parameter whose name says it is a secret: `token=`, `refresh_token=`, `client_secret=`… */
const SECRET_QUERY =
  /([?&;][^=&;#\s"'\\]*(?:token|secret|password|signature|api[_-]?key)[^=&;#\s"'\\]*=)[^&;#\s"'\\]+/gi;

/**
 * Paths whose segment is the secret: the single-use download tokens (spec 1 §7 booking images,
 * spec 2 §7 invoices and service documentation) and the calendar feed's address (issue 14,
 * `/calendar/{secret}.ics`). A new secret-bearing path belongs here too.
 */
const SECRET_PATHS = [
  /(\/booking\/image\/download\/)[^/?#\s"'\\]+/g,
  /(\/invoice\/download\/)[^/?#\s"'\\]+/g,
  /(\/service-documentation\/download\/)[^/?#\s"'\\]+/g,
  /(\/calendar\/)[^/?#\s"'\\]+/g,
];

export const REDACTED = '[redacted]';

/** `text` (a URL, a message, a whole log line) with every secret in a URL replaced. */
export function redactSecrets(text: string): string {
  let redacted = text.replace(SECRET_QUERY, `$1${REDACTED}`);
  for (const pattern of SECRET_PATHS) redacted = redacted.replace(pattern, `$1${REDACTED}`);
  return redacted;
}
