// spec 1 §6: an independent's 'later' stores a hide-until time; kept per caregiver on this device.
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
