import { addDays, differenceInMinutes, set } from 'date-fns';
import { inBerlin } from '../format/time-zone.js';

/** spec 1 §5: an end more than 1440 minutes (24 h) after the start is pulled back one day. */
export const MAX_END_DISTANCE_MINUTES = 1440;

/**
 * spec 1 §5 end-time rule, when the end is changed: an end at or before the start moves to the
 * next day; an end more than 1440 minutes after the start is pulled back one day. Days are Berlin
 * calendar days, so the wall-clock time survives a DST change.
 */
export function adjustEndOnEndChange(startDate: Date, endDate: Date): Date {
  const end = inBerlin(endDate);
  const minutes = differenceInMinutes(end, startDate);
  if (minutes <= 0) return new Date(addDays(end, 1).getTime());
  if (minutes > MAX_END_DISTANCE_MINUTES) return new Date(addDays(end, -1).getTime());
  return endDate;
}

/**
 * spec 1 §5 end-time rule, when the start is changed: if the end falls before the start or more
 * than 24 hours away, the end moves to the start's day (keeping its time of day). The end-change
 * rule then applies, so an end that lands at or before the start goes to the next day rather
 * than leaving an interval that ends before it starts.
 */
export function adjustEndOnStartChange(startDate: Date, endDate: Date): Date {
  const minutes = differenceInMinutes(endDate, startDate);
  if (minutes >= 0 && minutes <= MAX_END_DISTANCE_MINUTES) {
    return adjustEndOnEndChange(startDate, endDate);
  }
  const start = inBerlin(startDate);
  const end = inBerlin(endDate);
  const moved = set(end, {
    year: start.getFullYear(),
    month: start.getMonth(),
    date: start.getDate(),
  });
  return adjustEndOnEndChange(startDate, new Date(moved.getTime()));
}
