/** spec 1 §5, §9: a warning from 180 minutes (3 h). */
export const BOOKING_WARNING_FROM_MINUTES = 180;
/** spec 1 §5, §9: blocked above 510 minutes (8.5 h). */
export const BOOKING_MAX_MINUTES = 510;
/** spec 1 §5: from 480 minutes the hours show in the error colour. */
export const BOOKING_ERROR_COLOUR_FROM_MINUTES = 480;

export type DurationLevel = 'ok' | 'warning' | 'error';

/** spec 1 §5: 180–510 minutes warn, above 510 is an error that blocks submit. */
export function bookingDurationLevel(minutes: number): DurationLevel {
  if (minutes > BOOKING_MAX_MINUTES) return 'error';
  if (minutes >= BOOKING_WARNING_FROM_MINUTES) return 'warning';
  return 'ok';
}

/** spec 1 §5: 480 minutes or more shows the hours in the error colour. */
export function isDurationInErrorColour(minutes: number): boolean {
  return minutes >= BOOKING_ERROR_COLOUR_FROM_MINUTES;
}

/** spec 1 §8: the message keys of the warning and of the error. */
export function bookingDurationMessageKey(minutes: number): string | null {
  switch (bookingDurationLevel(minutes)) {
    case 'ok':
      return null;
    case 'warning':
      return 'errors.ERROR_BOOKING_GREATER_THAN_3_HOURS';
    case 'error':
      return 'errors.ERROR_BOOKING_GREATER_THAN_8_5_HOURS';
  }
}
