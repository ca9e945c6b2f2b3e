import {
  calendarEventLocation,
  calendarEventTitle,
  calendarFeedWindow,
  CALENDAR_FEED_TOKEN,
} from '@careport/domain';
import { and, asc, eq, gt, gte, lte, min } from 'drizzle-orm';
import type { CaregiverActor } from '../../auth/actor.js';
import { createOpaqueToken, hashOpaqueToken } from '../../auth/opaque-token.js';
import type { Db } from '../../db/client.js';
import { bookings, calendarFeeds, careReceivers, contracts } from '../../db/schema/index.js';
import { isLiveBooking } from '../list-bookings.js';
import type { ReadCache } from '../read-cache.js';
import type { ICalCalendarData } from 'ical-generator';
import { calendarText } from './calendar-text.js';

export type CalendarFeedStatus = { active: boolean; created_at: string | null };

const CALENDAR: ICalCalendarData = {
  name: 'Careport',
  prodId: { company: 'Careport', product: 'Careport', language: 'DE' },
  // Calendar apps poll at their own pace; this asks for about hourly.
  ttl: 60 * 60,
};

const feedUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/calendar/${token}.ics`;

/** Issue 14: whether the caller has a calendar link (its secret is never shown again). */
export async function getCalendarFeedStatus(options: {
  db: Db;
  actor: CaregiverActor;
}): Promise<CalendarFeedStatus> {
  const [feed] = await options.db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.caregiverId, options.actor.caregiverId));
  return { active: feed !== undefined, created_at: feed?.createdAt.toISOString() ?? null };
}

/**
 * Issue 14: a new secret calendar link for the caller. One row per caregiver, so the new hash
 * replaces the old one and the old link answers 404 from now on. The secret is answered once and
 * kept only as its SHA-256.
 */
export async function rotateCalendarFeed(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  publicUrl: string;
}): Promise<{ url: string; created_at: string }> {
  const token = createOpaqueToken();
  const values = { tokenHash: hashOpaqueToken(token), createdAt: options.now };
  await options.db
    .insert(calendarFeeds)
    .values({ caregiverId: options.actor.caregiverId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.caregiverId, set: values });
  return { url: feedUrl(options.publicUrl, token), created_at: options.now.toISOString() };
}

/** Issue 14: the caregiver whose calendar link `token` is, or null (unknown, replaced, malformed). */
export async function findCalendarFeedOwner(options: {
  db: Db;
  token: string;
}): Promise<string | null> {
  if (!CALENDAR_FEED_TOKEN.test(options.token)) return null;
  const [feed] = await options.db
    .select({ caregiverId: calendarFeeds.caregiverId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashOpaqueToken(options.token)));
  return feed?.caregiverId ?? null;
}

/** A rendered feed and the instant (ms) from which the window holds other bookings. */
export type RenderedCalendarFeed = { body: string; freshUntil: number };

/**
 * Issue 14: the iCalendar feed of the link's owner: the live bookings of the last 30 and next 90
 * days (the domain's window). The care receiver's first name and address only; nothing of prices,
 * for anyone. Issue 43: with `cache`, kept under the caregiver's read version (any change to their
 * bookings, contracts or care receivers makes a new one) until the sliding window would take in or
 * leave out a booking: the feed is otherwise the same text at any instant, so phones polling it
 * cost no query and no rendering (8.8 req/s at 50 connections on PGlite before).
 */
export async function renderCalendarFeed(options: {
  db: Db;
  caregiverId: string;
  now: Date;
  publicUrl: string;
  cache?: ReadCache;
}): Promise<string> {
  const { cache, ...load } = options;
  if (!cache) return (await loadCalendarFeed(load)).body;
  const rendered = await cache.read({
    db: load.db,
    // The link's owner, as the read cache versions a caregiver's reads; no client asked.
    actor: { kind: 'caregiver', caregiverId: load.caregiverId, clientId: 'calendar-feed' },
    kind: 'calendar',
    load: () => loadCalendarFeed(load),
    freshUntil: (feed) => feed.freshUntil,
    now: load.now,
  });
  return rendered.body;
}

async function loadCalendarFeed(options: {
  db: Db;
  caregiverId: string;
  now: Date;
  publicUrl: string;
}): Promise<RenderedCalendarFeed> {
  const { db, now } = options;
  const window = calendarFeedWindow(now);
  const isOwnLive = and(eq(bookings.caregiverId, options.caregiverId), isLiveBooking);
  // The next booking to enter the window at its far end (the one nearest after it).
  const nextAhead = db
    .select({ startDate: min(bookings.startDate) })
    .from(bookings)
    .where(and(isOwnLive, gt(bookings.startDate, window.to)));
  const shown = db
    .select({
      id: bookings.id,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      updatedAt: bookings.updatedAt,
      firstName: careReceivers.firstName,
      street: careReceivers.street,
      houseNumber: careReceivers.houseNumber,
      postalCode: careReceivers.postalCode,
      city: careReceivers.city,
    })
    .from(bookings)
    .innerJoin(contracts, eq(contracts.id, bookings.contractId))
    .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
    .where(and(isOwnLive, gte(bookings.endDate, window.from), lte(bookings.startDate, window.to)))
    .orderBy(asc(bookings.startDate));
  // Sequential: PGlite is one connection.
  const rows = await shown;
  const [ahead] = await nextAhead;
  const base = options.publicUrl.replace(/\/+$/, '');
  const events = rows.map((row) => ({
    id: `${row.id}@careport`,
    start: row.startDate,
    end: row.endDate,
    stamp: row.updatedAt,
    lastModified: row.updatedAt,
    summary: calendarEventTitle(row.firstName),
    location: calendarEventLocation(row),
    url: `${base}/bookings/${row.id}`,
  }));
  // The window is [now − back, now + ahead]: a shown booking leaves it once now passes its end +
  // back, the next one enters once now reaches its start − ahead.
  const back = now.getTime() - window.from.getTime();
  const forward = window.to.getTime() - now.getTime();
  let freshUntil = ahead?.startDate ? ahead.startDate.getTime() - forward : Infinity;
  for (const row of rows) freshUntil = Math.min(freshUntil, row.endDate.getTime() + back + 1);
  const body = calendarText(CALENDAR, events);
  return { body, freshUntil };
}
