// Issue 40: Berlin calendar days for the console's reads (DESIGN: the app reasons in Berlin).
import { berlinInstant, toDayDate } from '@careport/domain';

const DAY = 24 * 60 * 60 * 1000;

/** The Berlin day `days` after `day` (stepping from noon is safe across DST changes). */
export const addBerlinDays = (day: string, days: number): string =>
  toDayDate(new Date(berlinInstant(day, '12:00').getTime() + days * DAY));

/** [start, end) of Berlin days `from` to `to` inclusive, as instants. */
export const berlinDaysRange = (from: string, to: string = from): { start: Date; end: Date } => ({
  start: berlinInstant(from, '00:00'),
  end: berlinInstant(addBerlinDays(to, 1), '00:00'),
});
