import { addDays, startOfDay } from 'date-fns';
import { inBerlin } from '../format/time-zone.js';

/**
 * Issue 43 (docs/decisions/0119-first-screen-kept-under-read-versions.md): the server keeps its
 * rendered copy of the diary while nothing the copy shows can change. Beside the answers, the
 * screen moves with the clock: a booking leaves Upcoming and becomes undocumented at its end
 * (spec 1 §3, §4), a proposal leaves the badge at its expiry, the reminder's 'later' ends at its
 * hide-until time, and dates are Berlin days. The copy is fresh until the soonest of these after
 * `now`, and never past the next Berlin midnight. `instants` may hold more than those (every ISO
 * instant the answers name): an instant that changes nothing only costs one render more.
 */
export function diaryCopyFreshUntil(instants: Iterable<string>, now: Date): number {
  const at = now.getTime();
  let until = startOfDay(addDays(inBerlin(now), 1)).getTime();
  for (const instant of instants) {
    const time = Date.parse(instant);
    if (Number.isFinite(time) && time > at && time < until) until = time;
  }
  return until;
}
