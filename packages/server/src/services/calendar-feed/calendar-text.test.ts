import ical from 'ical-generator';
import { describe, expect, it } from 'vitest';
import { calendarText, foldContentLines } from './calendar-text.js';

const CALENDAR = {
  name: 'Careport',
  prodId: { company: 'Careport', product: 'Careport' },
  ttl: 3600,
};
const at = (iso: string) => new Date(iso);
const EVENTS = [
  {
    id: 'a@careport',
    start: at('2026-12-04T08:00:00Z'),
    end: at('2026-12-04T09:30:00Z'),
    stamp: at('2026-12-01T10:00:00Z'),
    summary: 'Careport: Jürgen',
    location:
      'Große Hamburger Straße 17, 10115 Berlin; Hinterhaus, 3. OG links, bei Müller klingeln',
    url: 'http://localhost:3000/bookings/a',
  },
  {
    id: 'b@careport',
    start: at('2026-12-05T08:00:00Z'),
    end: at('2026-12-05T09:00:00Z'),
    stamp: at('2026-12-01T10:00:00Z'),
    // Three- and four-octet characters across the 75-octet boundary.
    summary: `Careport: ${'€'.repeat(30)}${'😀'.repeat(12)}`,
    location: 'x'.repeat(200),
  },
];

describe('the calendar feed’s text (issue 43)', () => {
  it('is the text ical-generator writes, folded at 75 octets', () => {
    const library = ical(CALENDAR);
    for (const event of EVENTS) library.createEvent(event);
    expect(calendarText(CALENDAR, EVENTS)).toBe(`${library.toString()}\r\n`);
  });

  it('folds no line past 75 octets and never inside a character', () => {
    const text = calendarText(CALENDAR, EVENTS);
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/\uFFFD/);
    }
    // Unfolding (RFC 5545 §3.1: a CRLF and one space removed) gives the lines back.
    expect(text.replaceAll('\r\n ', '')).toContain(`SUMMARY:Careport: ${'€'.repeat(30)}`);
    expect(foldContentLines('short\r\nlines')).toBe('short\r\nlines');
  });
});
