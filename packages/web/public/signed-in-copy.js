// Issue 16 "Speed of the first screen", signed in: on a first visit to the diary without the
// app's service worker, nothing could paint before ~365 KB of scripts had run and the diary's
// answer had come (FCP 4.5 s on slow 4G). The session lives in local storage, so the page request
// cannot carry it; this script, the only one the page runs first, sends the session's bearer token
// as every API call does and asks the server for the diary rendered as HTML
// (GET /caregiver-app/first-screen). The copy goes into the page, inert until the app replaces it,
// with the answers it was made from, which the app's first render takes over
// (src/lib/first-answers.ts). Then the app's scripts start as on the sign-in page
// (start-after-paint.js). Without a session, with an expired token or a failed answer, the app
// starts at once as before; it renews the token itself.
// Plain JavaScript in public/: the server names it in the page, outside the bundles.
const SESSION_KEY = 'careport:caregiver:session';
const ANSWERS_ELEMENT_ID = 'careport-first-answers';
const CONFIG_ELEMENT_ID = 'careport-config';
/** Tokens this close to expiring are left to the app, which renews them first. */
const EXPIRY_MARGIN_MS = 10_000;
/** Longer than the copy takes on slow mobile data; past it the app starts without the copy. */
const COPY_TIMEOUT_MS = 3_000;

function read(storage, key) {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function storedAccessToken() {
  try {
    const session = JSON.parse(read(localStorage, SESSION_KEY) ?? 'null');
    const isUsable =
      typeof session?.accessToken === 'string' &&
      typeof session.expiresAt === 'number' &&
      session.expiresAt > Date.now() + EXPIRY_MARGIN_MS;
    return isUsable ? session.accessToken : null;
  } catch {
    return null;
  }
}

/** The token's subject, the caregiver (as src/lib/offline/session-owner.ts reads it). */
function tokenOwner(token) {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/')));
    return typeof claims?.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  } catch {
    return null;
  }
}

function apiBaseUrl() {
  try {
    const config = JSON.parse(document.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? '{}');
    return typeof config?.apiBaseUrl === 'string' ? config.apiBaseUrl.replace(/\/+$/, '') : '';
  } catch {
    return '';
  }
}

/**
 * The page and what this device stored about the reminder of undocumented visits (spec 1 §6;
 * the keys of src/features/bookings/components/reminder-storage.ts), so the copy shows it exactly
 * when the app will.
 */
function copyQuery(owner) {
  const query = new URLSearchParams({
    path: location.pathname.replace(/\/+$/, '') || '/',
    locale: document.documentElement.lang,
  });
  if (new URLSearchParams(location.search).get('tab') === 'past') query.set('tab', 'past');
  const hideUntil = read(localStorage, `careport:caregiver:${owner}:reminder-hide-until`);
  const closedAt = read(sessionStorage, `careport:caregiver:${owner}:reminder-closed-at`);
  if (hideUntil) query.set('hideUntil', hideUntil);
  if (closedAt) query.set('closedAt', closedAt);
  // React Router's entry in the history: its key, and the state an action's toast arrives with.
  const state = history.state;
  if (typeof state?.key === 'string' && state.key !== '') query.set('key', state.key);
  if (typeof state?.usr === 'object' && state.usr !== null && 'isAfterAction' in state.usr) {
    query.set('afterAction', '1');
  }
  if (performance.getEntriesByType('navigation')[0]?.type === 'reload') query.set('reload', '1');
  return query;
}

/**
 * The first date format a page makes loads the browser's locale and time-zone data, ~25 ms on a
 * fast machine, ~0.1 s on a phone. The diary's first render used to pay it (its dates are Berlin
 * wall-clock times, @date-fns/tz); here it runs while the phone waits for the copy.
 */
function loadDateFormats() {
  try {
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Berlin',
      timeZoneName: 'longOffset',
    }).format(0);
  } catch {
    // Only a head start; the app makes its own formats.
  }
}

async function showCopy() {
  const token = storedAccessToken();
  const owner = token === null ? null : tokenOwner(token);
  if (token === null || owner === null) return;
  const request = fetch(`${apiBaseUrl()}/caregiver-app/first-screen?${copyQuery(owner)}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(COPY_TIMEOUT_MS),
  });
  loadDateFormats();
  const response = await request;
  if (!response.ok) return;
  const { data } = await response.json();
  const html = data?.html;
  const firstAnswers = data?.first_answers;
  const root = document.getElementById('root');
  if (typeof html !== 'string' || firstAnswers?.owner !== owner) return;
  if (root === null || root.hasChildNodes()) return;
  const answers = document.createElement('script');
  answers.type = 'application/json';
  answers.id = ANSWERS_ELEMENT_ID;
  answers.textContent = JSON.stringify(firstAnswers);
  document.head.append(answers);
  const copy = document.createElement('div');
  copy.inert = true;
  // Out of the accessibility tree as well, also for tools that ask it what the page offers:
  // nothing in the copy can be used yet.
  copy.setAttribute('aria-hidden', 'true');
  copy.innerHTML = html;
  root.append(copy);
}

showCopy()
  .catch(() => {
    // No copy: the app renders the screen itself, as without this script.
  })
  .finally(() => import('/start-after-paint.js'));
