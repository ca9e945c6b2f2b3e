// Issue 15 #11: timestamptz read back through `new Date(text)` (drizzle's timestamp column) turned
// years 0001–0099 into 19xx/20xx (JavaScript's two-digit-year rule), refused BC years and offsets
// with seconds (PostgreSQL writes local mean time, e.g. +00:53:28, for Berlin before 1893), and
// wrote years past 9999 as `+010000-…`, which PostgreSQL refuses. These two functions read and
// write PostgreSQL's own ISO output for any year it can hold.

const PG_TIMESTAMPTZ =
  /^(\d{4,})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)?( BC)?$/;

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** An instant from PostgreSQL's text for a timestamptz (DateStyle ISO, any time zone, any year). */
export function parseTimestamptz(text: string): Date {
  const match = PG_TIMESTAMPTZ.exec(text);
  if (!match) throw new Error(`not a timestamptz PostgreSQL wrote: ${JSON.stringify(text)}`);
  const [
    ,
    year,
    month,
    day,
    hour,
    minute,
    second,
    fraction = '',
    ,
    sign,
    offsetHours,
    offsetMinutes,
    offsetSeconds,
    bc,
  ] = match;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, takes years 0–99 as they are. 1 BC is the year 0.
  date.setUTCFullYear(bc ? 1 - Number(year) : Number(year), Number(month) - 1, Number(day));
  date.setUTCHours(
    Number(hour),
    Number(minute),
    Number(second),
    Number(fraction.padEnd(3, '0').slice(0, 3)),
  );
  const offset =
    (Number(offsetHours ?? 0) * 3600 +
      Number(offsetMinutes ?? 0) * 60 +
      Number(offsetSeconds ?? 0)) *
    (sign === '-' ? -1 : 1);
  return new Date(date.getTime() - offset * 1000);
}

/** Text PostgreSQL reads back as the same instant, for any year (`toISOString` fails outside 0001–9999). */
export function formatTimestamptz(date: Date): string {
  const year = date.getUTCFullYear();
  if (year >= 1 && year <= 9999) return date.toISOString();
  const time =
    `${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)} ` +
    `${pad(date.getUTCHours(), 2)}:${pad(date.getUTCMinutes(), 2)}:${pad(date.getUTCSeconds(), 2)}.${pad(date.getUTCMilliseconds(), 3)}+00`;
  return year > 9999 ? `${year}-${time}` : `${pad(1 - year, 4)}-${time} BC`;
}
