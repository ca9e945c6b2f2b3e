// Issue 14 The calendar feed: a secret link per caregiver, an iCalendar of their bookings.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, calendarFeeds } from '../db/schema/index.js';
import { createCareReceiver, createContract } from '../seed/factories.js';
import { bookingAt, HOUR, signIn, type SignedIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { CALENDAR_FEED_FAILURE_LIMIT, CALENDAR_FEED_LIMIT } from './calendar-feed-routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * HOUR;

async function newLink(caregiver: SignedIn): Promise<string> {
  const answer = await caregiver.api.post<{ url: string; created_at: string }>(
    '/caregiver-app/calendar-feed',
  );
  expect(answer.statusCode).toBe(201);
  const url = new URL(answer.body.data?.url ?? '');
  return url.pathname;
}

/** The feed's lines, unfolded (RFC 5545 §3.1: a line continues after CRLF and one space). */
async function feed(path: string, remoteAddress?: string) {
  const response = await t.request({
    method: 'GET',
    url: path,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return {
    statusCode: response.statusCode,
    contentType: response.headers['content-type'],
    lines: response.body.replace(/\r\n[ \t]/g, '').split('\r\n'),
  };
}

describe('issue 14 calendar feed', () => {
  it('holds the recent and upcoming bookings with first name and address, no prices', async () => {
    const caregiver = await signIn(t);
    const careReceiver = await createCareReceiver(t.db, {
      firstName: 'Erna',
      lastName: 'Kunz',
      street: 'Lychener Straße',
      houseNumber: '3',
      postalCode: '10437',
      city: 'Berlin',
    });
    const contract = await createContract(t.db, {
      caregiverId: caregiver.id,
      careReceiverId: careReceiver.id,
    });
    const upcoming = await bookingAt(t, contract.id, 2 * DAY, 90);
    const recent = await bookingAt(t, contract.id, -10 * DAY, 60);
    const tooOld = await bookingAt(t, contract.id, -40 * DAY, 60);
    const tooFar = await bookingAt(t, contract.id, 100 * DAY, 60);
    const cancelled = await bookingAt(t, contract.id, 3 * DAY, 60);
    await t.db
      .update(bookings)
      .set({ cancelledAt: t.clock.now() })
      .where(eq(bookings.id, cancelled.id));

    const status = await caregiver.api.get('/caregiver-app/calendar-feed');
    expect(status.body.data).toEqual({ active: false, created_at: null });
    const path = await newLink(caregiver);
    expect((await caregiver.api.get('/caregiver-app/calendar-feed')).body.data).toEqual({
      active: true,
      created_at: t.clock.now().toISOString(),
    });

    const { statusCode, contentType, lines } = await feed(path);
    expect(statusCode).toBe(200);
    expect(contentType).toMatch(/^text\/calendar/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'END:VCALENDAR')).toHaveLength(1);
    // RFC 5545 §3.1: every line ends with CRLF, the last one too.
    expect(lines.slice(-2)).toEqual(['END:VCALENDAR', '']);
    const uids = lines.filter((line) => line.startsWith('UID:'));
    expect(uids.sort()).toEqual(
      [`UID:${recent.id}@careport`, `UID:${upcoming.id}@careport`].sort(),
    );
    expect(uids.join()).not.toContain(tooOld.id);
    expect(uids.join()).not.toContain(tooFar.id);
    expect(lines).toContain('SUMMARY:Careport: Erna');
    expect(lines).toContain('LOCATION:Lychener Straße 3\\, 10437 Berlin');
    const text = lines.join('\n');
    expect(text).not.toContain('Kunz');
    expect(text).not.toMatch(/€|EUR|price|Preis/i);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
  });

  it('follows changes: a moved booking shows its new time', async () => {
    const caregiver = await signIn(t);
    const contract = await createContract(t.db, { caregiverId: caregiver.id });
    const booking = await bookingAt(t, contract.id, 5 * DAY, 60);
    const path = await newLink(caregiver);
    const start = new Date('2030-01-01T00:00:00Z');
    const moved = new Date(t.clock.now().getTime() + 6 * DAY);
    expect(start).not.toEqual(moved);
    await t.db
      .update(bookings)
      .set({ startDate: moved, endDate: new Date(moved.getTime() + HOUR) })
      .where(eq(bookings.id, booking.id));
    const stamp = moved
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect((await feed(path)).lines).toContain(`DTSTART:${stamp}`);
  });

  it('a new link revokes the old one, which answers 404; the secret is stored hashed', async () => {
    const caregiver = await signIn(t);
    const first = await newLink(caregiver);
    const second = await newLink(caregiver);
    expect(second).not.toBe(first);
    expect((await feed(first)).statusCode).toBe(404);
    expect((await feed(second)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.caregiverId, caregiver.id));
    const secret = second.replace('/calendar/', '').replace('.ics', '');
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(secret);
    // Guesses and malformed links answer the same.
    expect((await feed('/calendar/nothing.ics')).statusCode).toBe(404);
    expect((await feed(`/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await feed(second.replace('.ics', '.txt'))).statusCode).toBe(404);
  });

  it("holds only the link owner's bookings, and the link calls need a caregiver", async () => {
    const owner = await signIn(t);
    const other = await signIn(t);
    const contract = await createContract(t.db, { caregiverId: other.id });
    const foreign = await bookingAt(t, contract.id, 2 * DAY, 60);
    const path = await newLink(owner);
    expect((await feed(path)).lines.join()).not.toContain(foreign.id);
    const anonymous = await t.request({ method: 'POST', url: '/caregiver-app/calendar-feed' });
    expect(anonymous.statusCode).toBe(401);
  });

  // Issue 42: only failed secrets count per address, so nobody behind the caregiver's address
  // (a shared network, a carrier's NAT) can lock their calendar app out by guessing.
  const randomAddress = () =>
    `10.14.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const unknownPath = () =>
    `/calendar/${'x'.repeat(20)}${randomUUID().replaceAll('-', '').slice(0, 23)}.ics`;

  it('limits failed secrets per address, and the valid feed behind that address still answers', async () => {
    const caregiver = await signIn(t);
    const path = await newLink(caregiver);
    const address = randomAddress();
    for (let index = 0; index < CALENDAR_FEED_FAILURE_LIMIT; index += 1) {
      expect((await feed(unknownPath(), address)).statusCode).toBe(404);
    }
    expect((await feed(unknownPath(), address)).statusCode).toBe(429);
    expect((await feed('/calendar/not-a-feed.txt', address)).statusCode).toBe(429);
    // The caregiver's own calendar app behind the same address is not held up, nor another address.
    expect((await feed(path, address)).statusCode).toBe(200);
    expect((await feed(unknownPath(), randomAddress())).statusCode).toBe(404);
  });

  it('does not count valid fetches against the address; a feed has a generous limit of its own', async () => {
    const caregiver = await signIn(t);
    const other = await signIn(t);
    const path = await newLink(caregiver);
    const otherPath = await newLink(other);
    const address = randomAddress();
    for (let index = 0; index < CALENDAR_FEED_LIMIT; index += 1) {
      expect((await feed(path, address)).statusCode).toBe(200);
    }
    // The address has no failure against it: an unknown secret is still only not found.
    expect((await feed(unknownPath(), address)).statusCode).toBe(404);
    // The feed itself is held, from any address; another feed from the same address is not.
    expect((await feed(path, address)).statusCode).toBe(429);
    expect((await feed(path, randomAddress())).statusCode).toBe(429);
    expect((await feed(otherPath, address)).statusCode).toBe(200);
  });
});
