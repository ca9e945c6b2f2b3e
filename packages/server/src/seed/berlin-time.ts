// The demo's clock: every time is a Berlin wall-clock time relative to `now` (DESIGN: the app
// reasons in Europe/Berlin, DST-safe), so the demo never goes stale.
import { inBerlin, toDayDate } from '@careport/domain';

/** The instant of `hour:minute` in Berlin, `dayOffset` days from now's Berlin date. */
export const berlinAt = (now: Date, dayOffset: number, hour: number, minute = 0): Date => {
  const local = inBerlin(now);
  local.setDate(local.getDate() + dayOffset);
  local.setHours(hour, minute, 0, 0);
  return new Date(local.getTime());
};

/** The Berlin day date (yyyy-MM-dd) `dayOffset` days from now. */
export const berlinDayDate = (now: Date, dayOffset: number): string =>
  toDayDate(berlinAt(now, dayOffset, 12));

const pad = (value: number) => String(value).padStart(2, '0');

/** Berlin calendar month of an instant, as numbers. */
export const berlinMonth = (instant: Date): { year: number; month: number } => {
  const local = inBerlin(instant);
  return { year: local.getFullYear(), month: local.getMonth() + 1 };
};

/** The last day (yyyy-MM-dd) of a month; `month` is 1–12. */
export const lastDayOfMonth = (year: number, month: number): string =>
  `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;

/** The Berlin month `offset` months from now's (negative: back). */
export const berlinMonthFromNow = (now: Date, offset: number): { year: number; month: number } => {
  const { year, month } = berlinMonth(now);
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** The next quarter hour at least `leadMinutes` after now (spec 1 §5 rounds to 15 minutes). */
export const nextQuarterHour = (now: Date, leadMinutes: number): Date => {
  const quarter = 15 * 60_000;
  return new Date(Math.ceil((now.getTime() + leadMinutes * 60_000) / quarter) * quarter);
};
