import { TZDate } from '@date-fns/tz';
import { addWeeks, differenceInMinutes } from 'date-fns';
import { toDayDate } from '../format/dates.js';
import { TIME_ZONE, inBerlin } from '../format/time-zone.js';
import type { BookingInterval } from './booking.js';
import { BOOKING_MAX_MINUTES, BOOKING_WARNING_FROM_MINUTES } from './duration.js';
import { isOverlapping } from './overlap.js';

// Issue 40: the provider plans an employed caregiver's visits (spec 1 §6: employees cannot add
// bookings themselves). The rules are the caregiver's own booking rules (spec 1 §4, §5); what is
// added here is only the planner's shape: a day and wall-clock times, repeated weekly.

/** A recurring series: at most a year of weekly visits. */
export const PLANNING_MAX_REPEAT_WEEKS = 52;

/** What the planner enters: a Berlin day, start and end as HH:mm on that day. */
export type PlannedSlot = { date: string; start: string; end: string };

/** `HH:mm` on the Berlin day `date` (yyyy-MM-dd) as an instant; DST-safe. */
export function berlinInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(
    new TZDate(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, TIME_ZONE).getTime(),
  );
}

/** The slot's interval; an end of 24:00 is not offered: a visit ends on its own day. */
export function slotInterval(slot: PlannedSlot): BookingInterval {
  return {
    startDate: berlinInstant(slot.date, slot.start),
    endDate: berlinInstant(slot.date, slot.end),
  };
}

/**
 * The occurrences of a slot repeated weekly (`repeatWeeks` visits in all, 1 = just this one).
 * Weeks are added on the Berlin calendar, so 10:00 stays 10:00 across a DST change, as the
 * caregiver's recurring toggle does (recurring.ts).
 */
export function plannedIntervals(slot: PlannedSlot, repeatWeeks = 1): BookingInterval[] {
  const first = slotInterval(slot);
  const start = inBerlin(first.startDate);
  const end = inBerlin(first.endDate);
  return Array.from({ length: repeatWeeks }, (_, week) => ({
    startDate: new Date(addWeeks(start, week).getTime()),
    endDate: new Date(addWeeks(end, week).getTime()),
  }));
}

/** The codes a planned interval answers, each the caregiver's own booking code where one exists. */
export type PlanningProblem =
  'BOOKING_END_BEFORE_START' | 'BOOKING_TOO_LONG' | 'BOOKING_IS_OVERLAPPING' | 'CAREGIVER_ABSENT';

export type PlanningWarning = 'BOOKING_LONGER_THAN_3_HOURS' | 'DAY_LONGER_THAN_8_5_HOURS';

export type PlanningCheck = {
  /** The caregiver's live bookings around the interval (the one being moved may be among them). */
  existing: readonly (BookingInterval & { bookingId?: string })[];
  absences: readonly { from: string; to: string }[];
  /** The booking being moved: not compared with itself. */
  bookingId?: string;
};

/** Whether the interval's Berlin day lies within one of the absences (day dates, inclusive). */
export function isDuringAbsence(
  interval: BookingInterval,
  absences: readonly { from: string; to: string }[],
): boolean {
  const first = toDayDate(interval.startDate);
  const last = toDayDate(interval.endDate);
  return absences.some((absence) => absence.from <= last && first <= absence.to);
}

/**
 * The first rule one interval breaks (spec 1 §5: end after start, at most 510 minutes, no
 * overlap; issue 40: never on a day the caregiver is absent), or null.
 */
export function planningProblem(
  interval: BookingInterval,
  check: PlanningCheck,
): PlanningProblem | null {
  const minutes = differenceInMinutes(interval.endDate, interval.startDate);
  if (minutes <= 0) return 'BOOKING_END_BEFORE_START';
  if (minutes > BOOKING_MAX_MINUTES) return 'BOOKING_TOO_LONG';
  if (isDuringAbsence(interval, check.absences)) return 'CAREGIVER_ABSENT';
  const others = check.existing.filter(
    (booking) => check.bookingId === undefined || booking.bookingId !== check.bookingId,
  );
  if (others.some((booking) => isOverlapping(interval, booking))) return 'BOOKING_IS_OVERLAPPING';
  return null;
}

/**
 * spec 1 §5: from 180 minutes a booking warns; issue 40: a day whose visits add up to more than
 * 8.5 hours warns too (each visit alone is within the rule, so the planner decides).
 */
export function planningWarnings(
  interval: BookingInterval,
  check: PlanningCheck,
): PlanningWarning[] {
  const warnings: PlanningWarning[] = [];
  const minutes = differenceInMinutes(interval.endDate, interval.startDate);
  if (minutes >= BOOKING_WARNING_FROM_MINUTES) warnings.push('BOOKING_LONGER_THAN_3_HOURS');
  const day = toDayDate(interval.startDate);
  const sameDay = check.existing.filter(
    (booking) =>
      toDayDate(booking.startDate) === day &&
      (check.bookingId === undefined || booking.bookingId !== check.bookingId),
  );
  const dayMinutes = sameDay.reduce(
    (sum, booking) => sum + differenceInMinutes(booking.endDate, booking.startDate),
    minutes,
  );
  if (dayMinutes > BOOKING_MAX_MINUTES) warnings.push('DAY_LONGER_THAN_8_5_HOURS');
  return warnings;
}
