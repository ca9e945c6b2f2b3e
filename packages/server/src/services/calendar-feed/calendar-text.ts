// Issue 43, record 0127: ical-generator's calendar.toString() folds its lines (RFC 5545 §3.1) by
// encoding every character with a new TextEncoder, which made the calendar feed ~10 % of the
// server's CPU under the mixed day (a profile on PostgreSQL, 2026-12-03). The library still writes
// every property; only the folding of the whole text is done here, counting UTF-8 octets from the
// code points.
import ical, { type ICalCalendarData, type ICalEventData } from 'ical-generator';

/** RFC 5545 §3.1: content lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

/** The UTF-8 length of the code point at `index` (a surrogate pair counts once, as 4). */
function octetsAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code >= 0xd800 && code <= 0xdbff) return 4;
  return 3;
}

/**
 * Each line longer than 75 octets broken into a first line and continuation lines that start
 * with a space; never inside a character, and a pair of surrogates stays together. The same
 * output as ical-generator's own `foldLines`.
 */
export function foldContentLines(text: string): string {
  return text
    .split('\r\n')
    .map((line) => {
      // Most lines are short ASCII: nothing to fold.
      if (line.length < MAX_LINE_OCTETS / 4) return line;
      let folded = '';
      let octets = 0;
      for (let index = 0; index < line.length; index += 1) {
        const size = octetsAt(line, index);
        const character = size === 4 ? line.slice(index, index + 2) : line.charAt(index);
        if (size === 4) index += 1;
        octets += size;
        if (octets > MAX_LINE_OCTETS - 1) {
          folded += '\r\n ';
          octets = size;
        }
        folded += character;
      }
      return folded;
    })
    .join('\r\n');
}

/**
 * The text `ical(calendar)` with `events` writes (`toString()`), folded here instead of by the
 * library; ends with a CRLF (RFC 5545 §3.1; the library leaves the last line open). The header
 * does not depend on the events: they are in UTC, so no time zone is added for them.
 */
export function calendarText(calendar: ICalCalendarData, events: readonly ICalEventData[]): string {
  const written = ical(calendar);
  const empty = written.toString();
  const header = empty.slice(0, empty.lastIndexOf('END:VCALENDAR'));
  let body = '';
  for (const event of events) body += written.createEvent(event).toString();
  return `${foldContentLines(`${header}${body}END:VCALENDAR`)}\r\n`;
}
