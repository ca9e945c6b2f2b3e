// Issue 40 GET /ops/answers: what caregivers and customers answered, which the spec shows only to
// staff (spec 1 §6, 2 §6): survey answers (booking_feedback), first-booking declines (the booking's
// decline_reason and decline_sub_reason, record 0110), cancellation
// reasons (the booking's cancellation payload) and proposal declines (proposals.decline_reasons).
// Newest first; each source reads at most a page past the cursor, and the pages are merged.
import type { AnswerItem } from '@careport/domain/back-office';
import { and, desc, eq, gte, isNotNull, lt, sql, type SQL, type Column } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import {
  bookingFeedback,
  bookings,
  careReceivers,
  caregivers,
  contracts,
  proposals,
  serviceRequests,
} from '../../../db/schema/index.js';
import { berlinDaysRange } from './berlin-days.js';
import { ANSWER_KINDS, type AnswerKind, type ListAnswersQuery } from './console-schemas.js';
import { decodeCursor, pageOf } from './cursor.js';

export type { AnswerItem };

type Keyed = AnswerItem & { id: string };

const cursorShape = z.tuple([z.iso.datetime(), z.enum(ANSWER_KINDS), z.uuid()]);
type After = z.output<typeof cursorShape>;

/** The sort key (at desc, kind, id) compared with the cursor's, in SQL. */
function before(
  at: Column,
  id: Column,
  kind: AnswerKind,
  after: After | undefined,
): SQL | undefined {
  if (!after) return undefined;
  const [afterAt, afterKind, afterId] = after;
  // Milliseconds, as the cursor holds them: now() writes microseconds.
  const ms = sql`date_trunc('milliseconds', ${at})`;
  return sql`(${ms} < ${afterAt}::timestamptz OR (${ms} = ${afterAt}::timestamptz AND (${kind} > ${afterKind} OR (${kind} = ${afterKind} AND ${id}::text > ${afterId}))))`;
}

function within(at: Column, query: ListAnswersQuery): SQL | undefined {
  const from = query.from ? berlinDaysRange(query.from).start : undefined;
  const to = query.to ? berlinDaysRange(query.to).end : undefined;
  return and(from ? gte(at, from) : undefined, to ? lt(at, to) : undefined);
}

const name = (first: string, last: string) => `${first} ${last}`;

const bookingPeople = {
  caregiverId: caregivers.id,
  caregiverFirst: caregivers.firstName,
  caregiverLast: caregivers.lastName,
  receiverFirst: careReceivers.firstName,
  receiverLast: careReceivers.lastName,
};

async function surveys(
  db: DbOrTx,
  query: ListAnswersQuery,
  after: After | undefined,
  limit: number,
) {
  const rows = await db
    .select({
      ...bookingPeople,
      id: bookingFeedback.id,
      at: bookingFeedback.createdAt,
      further: bookingFeedback.furtherAppointments,
      mood: bookingFeedback.careReceiverMood,
      activities: bookingFeedback.activitiesPerformed,
    })
    .from(bookingFeedback)
    .innerJoin(bookings, eq(bookings.id, bookingFeedback.bookingId))
    .innerJoin(contracts, eq(contracts.id, bookings.contractId))
    .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
    .innerJoin(caregivers, eq(caregivers.id, bookingFeedback.caregiverId))
    .where(
      and(
        within(bookingFeedback.createdAt, query),
        before(bookingFeedback.createdAt, bookingFeedback.id, 'survey', after),
      ),
    )
    .orderBy(desc(bookingFeedback.createdAt), bookingFeedback.id)
    .limit(limit);
  return rows.map((row): Keyed => ({
    id: row.id,
    kind: 'survey',
    at: row.at.toISOString(),
    caregiverId: row.caregiverId,
    caregiverName: name(row.caregiverFirst, row.caregiverLast),
    careReceiverName: name(row.receiverFirst, row.receiverLast),
    reason: row.further,
    subReason: row.mood,
    text: row.activities,
  }));
}

async function firstBookingDeclines(
  db: DbOrTx,
  query: ListAnswersQuery,
  after: After | undefined,
  limit: number,
) {
  const rows = await db
    .select({
      ...bookingPeople,
      id: bookings.id,
      at: bookings.updatedAt,
      reason: bookings.declineReason,
      subReason: bookings.declineSubReason,
      text: bookings.declineDescription,
    })
    .from(bookings)
    .innerJoin(contracts, eq(contracts.id, bookings.contractId))
    .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
    .innerJoin(caregivers, eq(caregivers.id, bookings.caregiverId))
    .where(
      and(
        eq(bookings.firstBookingStatus, 'DECLINED'),
        within(bookings.updatedAt, query),
        before(bookings.updatedAt, bookings.id, 'first-booking-decline', after),
      ),
    )
    .orderBy(desc(bookings.updatedAt), bookings.id)
    .limit(limit);
  return rows.map((row): Keyed => ({
    id: row.id,
    kind: 'first-booking-decline',
    at: row.at.toISOString(),
    caregiverId: row.caregiverId,
    caregiverName: name(row.caregiverFirst, row.caregiverLast),
    careReceiverName: name(row.receiverFirst, row.receiverLast),
    reason: row.reason,
    subReason: row.subReason,
    text: row.text,
  }));
}

async function cancellations(
  db: DbOrTx,
  query: ListAnswersQuery,
  after: After | undefined,
  limit: number,
) {
  const at = bookings.cancelledAt;
  const rows = await db
    .select({
      ...bookingPeople,
      id: bookings.id,
      at: bookings.cancelledAt,
      party: bookings.cancellationType,
      reason: bookings.cancellationReason,
      text: bookings.cancellationExtraReason,
    })
    .from(bookings)
    .innerJoin(contracts, eq(contracts.id, bookings.contractId))
    .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
    .innerJoin(caregivers, eq(caregivers.id, bookings.caregiverId))
    .where(and(isNotNull(at), within(at, query), before(at, bookings.id, 'cancellation', after)))
    .orderBy(desc(at), bookings.id)
    .limit(limit);
  return rows.map((row): Keyed => ({
    id: row.id,
    kind: 'cancellation',
    at: (row.at ?? new Date(0)).toISOString(),
    caregiverId: row.caregiverId,
    caregiverName: name(row.caregiverFirst, row.caregiverLast),
    careReceiverName: name(row.receiverFirst, row.receiverLast),
    // The party (spec 1 §3 cancellation_type) says whose reasons the key is one of.
    reason: row.reason,
    subReason: row.party,
    text: row.text,
  }));
}

async function proposalDeclines(
  db: DbOrTx,
  query: ListAnswersQuery,
  after: After | undefined,
  limit: number,
) {
  const at = proposals.declinedAt;
  const rows = await db
    .select({
      ...bookingPeople,
      id: proposals.id,
      at: proposals.declinedAt,
      reasons: proposals.declineReasons,
      text: proposals.declineDetails,
    })
    .from(proposals)
    .innerJoin(serviceRequests, eq(serviceRequests.id, proposals.serviceRequestId))
    .innerJoin(careReceivers, eq(careReceivers.id, serviceRequests.careReceiverId))
    .innerJoin(caregivers, eq(caregivers.id, proposals.caregiverId))
    .where(
      and(isNotNull(at), within(at, query), before(at, proposals.id, 'proposal-decline', after)),
    )
    .orderBy(desc(at), proposals.id)
    .limit(limit);
  return rows.map((row): Keyed => {
    const [first = null, ...rest] = row.reasons ?? [];
    return {
      id: row.id,
      kind: 'proposal-decline',
      at: (row.at ?? new Date(0)).toISOString(),
      caregiverId: row.caregiverId,
      caregiverName: name(row.caregiverFirst, row.caregiverLast),
      careReceiverName: name(row.receiverFirst, row.receiverLast),
      // A decline may give several reasons: the first, and the others after it.
      reason: first,
      subReason: rest.length > 0 ? rest.join(',') : null,
      text: row.text,
    };
  });
}

const SOURCES = {
  survey: surveys,
  'first-booking-decline': firstBookingDeclines,
  cancellation: cancellations,
  'proposal-decline': proposalDeclines,
} satisfies Record<AnswerKind, unknown>;

/** Byte order, as PostgreSQL's C-collated text comparison of these ASCII keys. */
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first, then kind and id: the order the cursor continues. */
const compare = (a: Keyed, b: Keyed) =>
  order(b.at, a.at) || order(a.kind, b.kind) || order(a.id, b.id);

export async function listAnswers(options: {
  db: DbOrTx;
  query: ListAnswersQuery;
}): Promise<{ answers: AnswerItem[]; nextCursor: string | null }> {
  const { db, query } = options;
  const after = decodeCursor(query.cursor, cursorShape);
  const kinds = query.kind ? [query.kind] : ANSWER_KINDS;
  const found = (
    await Promise.all(kinds.map((kind) => SOURCES[kind](db, query, after, query.limit + 1)))
  ).flat();
  found.sort(compare);
  const page = pageOf(found, query.limit, (row) => [row.at, row.kind, row.id]);
  return {
    answers: page.rows.map(({ id: _id, ...answer }) => answer),
    nextCursor: page.nextCursor,
  };
}
