/**
 * The navigation state of an arrival that confirms an action with a toast (a cancellation, a
 * deletion). The reminder of undocumented bookings does not open over that confirmation
 * (issue 16 §7): spec 1 §6's "always shows" means on arriving at the dashboard or the diary.
 */
export const ARRIVAL_AFTER_ACTION = { isAfterAction: true } as const;

export function isArrivalAfterAction(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'isAfterAction' in state;
}
