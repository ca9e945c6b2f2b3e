// Issue 15 #5, issue 42: secrets travel in some URLs (the reset link's `token=`, the single-use
// download paths, the calendar feed's secret), and URLs reach the log in the request line, in
// error messages and in the outbox's note. One hook on the logger's output (pino's
// `hooks.streamWrite`) blanks them in every line, whichever part of the code wrote it. Which path
// segments are secrets follows from the routes themselves (`registerRouteSecrets`), by rule, so a
// new download route cannot be forgotten here.

/** A query parameter whose name says it is a secret: `token=`, `refresh_token=`, `client_secret=`… */
const SECRET_QUERY =
  /([?&;][^=&;#\s"'\\]*(?:token|secret|password|signature|api[_-]?key)[^=&;#\s"'\\]*=)[^&;#\s"'\\]+/gi;

/** A route parameter whose name says it is a secret (`:tokenId`, `:secret`). */
const SECRET_PARAM = /token|secret/i;
/**
 * Secret parameters whose name cannot say so: the calendar feed's `/calendar/{secret}.ics` is the
 * address a phone's calendar app subscribes to, named for the file it ends in.
 */
const SECRET_PARAMS_BY_ROUTE: Readonly<Record<string, string>> = { '/calendar/:file': 'file' };
/** Parameters that name a record or a public file, never a secret (issue 42: every one decided). */
export const PLAIN_PARAM = /^(?:id|[a-z][a-zA-Z]*Id|name|hash)$/;

const SEGMENT = String.raw`[^/?#\s"'\\]+`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The secret parameter of a route's URL (`/invoice/download/:tokenId` → `tokenId`), if any. */
export function secretParamOf(url: string): string | undefined {
  const explicit = Object.entries(SECRET_PARAMS_BY_ROUTE).find(([route]) => url.endsWith(route));
  if (explicit) return explicit[1];
  return [...url.matchAll(/:(\w+)/g)].map((match) => match[1]).find((p) => SECRET_PARAM.test(p!));
}

/** `/caregiver-app/invoice/download/:tokenId` → a pattern whose group 1 is all before the secret. */
function secretPathPattern(url: string, param: string): RegExp {
  const [before] = url.split(`:${param}`);
  const prefix = (before ?? '')
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(':') ? SEGMENT : escapeRegExp(part)))
    .join('');
  return new RegExp(`(${prefix})${SEGMENT}`, 'g');
}

// The logger is made before the routes, and every app of a process has the same routes: one list.
const secretPaths = new Map<string, RegExp>();

/**
 * Called for every route as it is registered (app.ts's onRoute hook). The pattern leaves out the
 * scope's prefix (`/caregiver-app`), so a message that names the path alone is blanked too.
 */
export function registerRouteSecrets(url: string, prefix = ''): void {
  const param = secretParamOf(url);
  if (!param || secretPaths.has(url)) return;
  const path = url.startsWith(prefix) ? url.slice(prefix.length) : url;
  // A scope whose own routes start with the secret (`/staff-invitations` + `/:token`) keeps its
  // prefix: `/` alone before the secret would blank the first segment of every URL.
  const isPathNamed = /\w/.test(path.split(`:${param}`)[0] ?? '');
  secretPaths.set(url, secretPathPattern(isPathNamed ? path : url, param));
}

/**
 * Pages of the apps' own routers (no server route names them) whose path carries a secret: the
 * console's invitation link (issue 40, `${PUBLIC_URL}/console/invitation/<token>`).
 */
registerRouteSecrets('/console/invitation/:token');

/** The routes whose URL carries a secret, as registered so far. */
export function secretRoutes(): string[] {
  return [...secretPaths.keys()];
}

export const REDACTED = '[redacted]';

/** `text` (a URL, a message, a whole log line) with every secret in a URL replaced. */
export function redactSecrets(text: string): string {
  let redacted = text.replace(SECRET_QUERY, `$1${REDACTED}`);
  for (const pattern of secretPaths.values()) redacted = redacted.replace(pattern, `$1${REDACTED}`);
  return redacted;
}
