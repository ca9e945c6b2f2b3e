import { addHours, roundToNearestMinutes } from 'date-fns';
import { inBerlin } from '../format/time-zone.js';
import type { BookingInterval } from './booking.js';

/** spec 1 §5, §9: the default start is now rounded to 15 minutes. */
export const DEFAULT_START_ROUNDING_MINUTES = 15;
/** spec 1 §5: the default length is 1 hour. */
export const DEFAULT_BOOKING_LENGTH_HOURS = 1;
/** spec 1 §5, §9: the picker steps in 5 minutes. */
export const PICKER_STEP_MINUTES = 5;

/** spec 1 §5: the add-appointment form's initial interval. */
export function defaultBookingInterval(now: Date): BookingInterval {
  const start = roundToNearestMinutes(inBerlin(now), {
    nearestTo: DEFAULT_START_ROUNDING_MINUTES,
  });
  return {
    startDate: new Date(start.getTime()),
    endDate: new Date(addHours(start, DEFAULT_BOOKING_LENGTH_HOURS).getTime()),
  };
}
