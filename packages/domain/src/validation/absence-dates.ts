/**
 * spec 2 §5 Absence: moving the start past the end moves the end to match, and moving the end
 * before the start moves the start. Day dates (yyyy-MM-dd) compare as strings.
 */
export function coupleAbsenceDates(
  dates: { from: string; to: string },
  changed: 'from' | 'to',
): { from: string; to: string } {
  if (dates.to >= dates.from) return dates;
  return changed === 'from'
    ? { from: dates.from, to: dates.from }
    : { from: dates.to, to: dates.to };
}
