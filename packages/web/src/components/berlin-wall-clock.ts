import { formatTime, inBerlin, toDayDate } from '@careport/domain';
import { set } from 'date-fns';

// The pickers show Berlin wall-clock dates and times (DESIGN.md: the app shows and reasons in
// Europe/Berlin), whatever time zone the device is in.

/** An instant as the day ('yyyy-MM-dd') and time ('HH:mm') on a Berlin wall clock. */
export function toBerlinParts(instant: Date): { day: string; time: string } {
  return { day: toDayDate(instant), time: formatTime(instant) };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})/;

/** The instant of a Berlin wall-clock day and time; null when either is not a full value. */
export function fromBerlinParts(day: string, time: string): Date | null {
  const dayMatch = DAY.exec(day);
  const timeMatch = TIME.exec(time);
  if (dayMatch === null || timeMatch === null) return null;
  const result = set(inBerlin(0), {
    year: Number(dayMatch[1]),
    month: Number(dayMatch[2]) - 1,
    date: Number(dayMatch[3]),
    hours: Number(timeMatch[1]),
    minutes: Number(timeMatch[2]),
    seconds: 0,
    milliseconds: 0,
  });
  return new Date(result.getTime());
}

/** spec 1 §5: dates are typed and shown as d.MM.yyyy; answers 'yyyy-MM-dd' or null. */
export function parseGermanDate(value: string): string | null {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(value);
  if (match === null) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
