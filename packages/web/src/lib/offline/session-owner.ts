import type { SessionStore } from '../session';

/**
 * Who the device's kept data and outbox belong to: the `sub` (caregiver id) of the access token,
 * read without a connection. A different caregiver signing in on the same phone never sees or
 * sends the previous one's (issue 14).
 */
export function sessionOwner(session: SessionStore): string | null {
  const token = session.getState().tokens?.accessToken;
  const payload = token?.split('.')[1];
  if (payload === undefined) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/')));
    const sub = (json as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}
