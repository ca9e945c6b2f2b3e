import { createContext } from 'react';

// spec 1 §6: an independent's 'later' stores a hide-until time; kept per caregiver on this device.
// The page's public/signed-in-copy.js reads both keys too (issue 16): keep them in step.
function storageKey(caregiverId: string): string {
  return `careport:caregiver:${caregiverId}:reminder-hide-until`;
}

export function readReminderHideUntil(caregiverId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(caregiverId));
  } catch {
    return null;
  }
}

export function storeReminderHideUntil(caregiverId: string, hideUntil: string): void {
  try {
    window.localStorage.setItem(storageKey(caregiverId), hideUntil);
  } catch {
    // Storage unavailable: the snooze holds until the page is reloaded (component state).
  }
}

// issue 16 §7: a reload is not an arrival. The reminder closed on a page stays closed when that
// page loads again; the router keeps a page's key in the history entry across reloads, and this
// tab's session storage remembers where it was closed.
function closedAtKey(caregiverId: string): string {
  return `careport:caregiver:${caregiverId}:reminder-closed-at`;
}

/**
 * Whether the reminder was closed on this very history entry. The first entry of a document has
 * the key 'default' whether the page was reloaded or typed in afresh, so there it counts only
 * when the browser says the document was reloaded.
 */
export function wasReminderClosedOn(caregiverId: string, locationKey: string): boolean {
  return isClosedOn(readReminderClosedAt(caregiverId), locationKey, isReloadedDocument);
}

/** The rule above on stored values; the server's rendered diary gets them from the page. */
export function isClosedOn(
  closedAt: string | null,
  locationKey: string,
  isReloaded: () => boolean,
): boolean {
  if (closedAt !== locationKey) return false;
  return locationKey !== 'default' || isReloaded();
}

function isReloadedDocument(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return entry !== undefined && 'type' in entry && entry.type === 'reload';
}

export function readReminderClosedAt(caregiverId: string): string | null {
  try {
    return window.sessionStorage.getItem(closedAtKey(caregiverId));
  } catch {
    return null;
  }
}

export function storeReminderClosedAt(caregiverId: string, locationKey: string): void {
  try {
    window.sessionStorage.setItem(closedAtKey(caregiverId), locationKey);
  } catch {
    // Storage unavailable: a reload shows the reminder again.
  }
}

/**
 * Employees whose 'Später' holds until the app starts again (spec 1 §6; issue 39: it came back on
 * every arrival seconds after 'Später'). Module state on purpose: each start of the app begins
 * with none, and nothing is stored.
 */
const putOffThisStart = new Set<string>();

export function putOffReminderThisStart(caregiverId: string): void {
  putOffThisStart.add(caregiverId);
}

export function isReminderPutOffThisStart(caregiverId: string): boolean {
  return putOffThisStart.has(caregiverId);
}

/** For the tests, whose files share one instance of this module: each test is a new start. */
export function forgetRemindersPutOffThisStart(): void {
  putOffThisStart.clear();
}

/** How the reminder reads what this device stored; the server's rendered diary passes its own. */
export type ReminderStoredState = {
  hideUntil: (caregiverId: string) => string | null;
  wasClosedOn: (caregiverId: string, locationKey: string) => boolean;
};

export const ReminderStoredStateContext = createContext<ReminderStoredState>({
  hideUntil: readReminderHideUntil,
  wasClosedOn: wasReminderClosedOn,
});
