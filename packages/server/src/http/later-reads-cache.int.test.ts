// Issue 43: the reads answered from memory since (the booking detail from the cached diary, the
// calendar feed, the GraphQL invoices, finance and documentation answers) show every write in the
// next read, and the diary's optional paging walks the same list. Writes go straight to the
// database, as another process or a job would.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, careReceivers, caregivers, customerRatings } from '../db/schema/index.js';
import {
  createCareReceiver,
  createContract,
  createInvoice,
  createProposal,
  createServiceDocumentationPeriod,
} from '../seed/factories.js';
import { bookingAt, HOUR, signIn, type SignedIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * HOUR;
type BookingDto = { booking_id: string; end_date: string; status: string };

async function graphql<T>(caregiver: SignedIn, query: string, variables?: object) {
  const response = await t.request({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${caregiver.token}` },
    payload: variables ? { query, variables } : { query },
  });
  return response.json<{ data?: T; errors?: { extensions?: { code?: string } }[] }>();
}

async function withBookings(count: number) {
  const caregiver = await signIn(t);
  const receiver = await createCareReceiver(t.db, { firstName: 'Erna', lastName: 'Kunz' });
  const contract = await createContract(t.db, {
    caregiverId: caregiver.id,
    careReceiverId: receiver.id,
  });
  const made = [];
  // One a day (a caregiver's bookings never overlap, so ends never tie: the domain's test pages
  // across a tie).
  for (let index = 0; index < count; index += 1) {
    made.push(await bookingAt(t, contract.id, (index + 1) * DAY, 60));
  }
  return { caregiver, contract, receiver, made };
}

describe('issue 43 booking detail from the cached diary', () => {
  it('answers as the diary does, and the next read shows a write', async () => {
    const { caregiver, made } = await withBookings(3);
    const one = made[1]!;
    const alone = await caregiver.api.get<BookingDto>(`/caregiver-app/booking/${one.id}`);
    const diary = await caregiver.api.get<BookingDto[]>('/caregiver-app/booking');
    const fromDiary = await caregiver.api.get<BookingDto>(`/caregiver-app/booking/${one.id}`);
    expect(fromDiary.body).toEqual(alone.body);
    expect(diary.body.data?.find((dto) => dto.booking_id === one.id)).toEqual(alone.body.data);

    await t.db.update(bookings).set({ status: 'CONFIRMED' }).where(eq(bookings.id, one.id));
    expect(
      (await caregiver.api.get<BookingDto>(`/caregiver-app/booking/${one.id}`)).body.data,
    ).toMatchObject({ status: 'CONFIRMED' });
    await caregiver.api.get('/caregiver-app/booking');
    await t.db.update(bookings).set({ deletedAt: new Date() }).where(eq(bookings.id, one.id));
    const gone = await caregiver.api.get(`/caregiver-app/booking/${one.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toMatchObject({ errorCode: 'BOOKING_NOT_FOUND' });
    const other = await signIn(t);
    await other.api.get('/caregiver-app/booking');
    expect((await other.api.get(`/caregiver-app/booking/${made[0]!.id}`)).statusCode).toBe(404);
    expect((await caregiver.api.get('/caregiver-app/booking/not-a-uuid')).statusCode).toBe(400);

    const asGraphql = await graphql<{ booking: { status: string } | null }>(
      caregiver,
      'query One($id: String!) { booking(bookingId: $id) { status } }',
      { id: made[2]!.id },
    );
    expect(asGraphql.data?.booking).toEqual({ status: made[2]!.status });
  });
});

describe('issue 43 diary pages', () => {
  it('REST: pages of limit after the last booking, or the last before the oldest, make the whole list; status filters; none is the list', async () => {
    const { caregiver } = await withBookings(5);
    const all = (await caregiver.api.get<BookingDto[]>('/caregiver-app/booking')).body.data ?? [];
    expect(all).toHaveLength(5);
    const walked: BookingDto[] = [];
    let after: string | undefined;
    for (let page = 0; page < 4; page += 1) {
      const query = `limit=2${after ? `&after=${encodeURIComponent(after)}` : ''}`;
      const answer = await caregiver.api.get<BookingDto[]>(`/caregiver-app/booking?${query}`);
      expect(answer.statusCode).toBe(200);
      const data = answer.body.data ?? [];
      walked.push(...data);
      const last = data.at(-1);
      if (!last) break;
      after = `${last.end_date}_${last.booking_id}`;
    }
    expect(walked).toEqual(all);
    // Parameters it does not know are ignored, as before paging.
    const busted = await caregiver.api.get<BookingDto[]>('/caregiver-app/booking?_=1');
    expect(busted.body.data).toEqual(all);
    // Backwards from the end, the last two at a time: the Past tab's older pages.
    const back: BookingDto[] = [];
    let before: string | undefined;
    for (let page = 0; page < 4; page += 1) {
      const query = `last=2${before ? `&before=${encodeURIComponent(before)}` : ''}`;
      const data =
        (await caregiver.api.get<BookingDto[]>(`/caregiver-app/booking?${query}`)).body.data ?? [];
      back.unshift(...data);
      const oldest = data[0];
      if (!oldest) break;
      before = `${oldest.end_date}_${oldest.booking_id}`;
    }
    expect(back).toEqual(all);
    // Only some statuses: the undocumented are among the created.
    await t.db
      .update(bookings)
      .set({ status: 'CONFIRMED' })
      .where(eq(bookings.id, all[1]!.booking_id));
    const created = await caregiver.api.get<BookingDto[]>('/caregiver-app/booking?status=CREATED');
    expect(created.body.data?.map((dto) => dto.booking_id)).toEqual(
      all.filter((_, index) => index !== 1).map((dto) => dto.booking_id),
    );
    const confirmed = await caregiver.api.get<BookingDto[]>(
      '/caregiver-app/booking?status=CONFIRMED,INVOICED',
    );
    expect(confirmed.body.data?.map((dto) => dto.booking_id)).toEqual([all[1]!.booking_id]);
    for (const bad of [
      'limit=0',
      'limit=501',
      'limit=x',
      'after=nope',
      'limit=1&limit=2',
      'last=0',
      'before=nope',
      'limit=1&last=1',
      'status=NOPE',
      'status=created',
      'status=',
    ]) {
      const answer = await caregiver.api.get(`/caregiver-app/booking?${bad}`);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA' });
    }
  });

  it('GraphQL: allBookings(first, after) and (last, before) walk the same order, status filters; bad arguments are refused', async () => {
    const { caregiver } = await withBookings(4);
    type Page = { allBookings: { bookingId: string; endDate: string }[] };
    const query = `query Page($first: Int, $after: String) {
      allBookings(first: $first, after: $after) { bookingId endDate } }`;
    const all = (await graphql<Page>(caregiver, query)).data?.allBookings ?? [];
    expect(all).toHaveLength(4);
    const first = (await graphql<Page>(caregiver, query, { first: 3 })).data?.allBookings ?? [];
    const last = first.at(-1)!;
    const rest = await graphql<Page>(caregiver, query, {
      first: 3,
      after: `${last.endDate}_${last.bookingId}`,
    });
    expect([...first, ...(rest.data?.allBookings ?? [])]).toEqual(all);
    const backwards = `query Back($last: Int, $before: String, $status: [BookingStatus!]) {
      allBookings(last: $last, before: $before, status: $status) { bookingId endDate } }`;
    const newest = (await graphql<Page>(caregiver, backwards, { last: 3 })).data?.allBookings;
    expect(newest).toEqual(all.slice(1));
    const oldest = newest![0]!;
    const older = await graphql<Page>(caregiver, backwards, {
      last: 3,
      before: `${oldest.endDate}_${oldest.bookingId}`,
    });
    expect(older.data?.allBookings).toEqual(all.slice(0, 1));
    await t.db
      .update(bookings)
      .set({ status: 'FULFILLED' })
      .where(eq(bookings.id, all[2]!.bookingId));
    const fulfilled = await graphql<Page>(caregiver, backwards, { status: ['FULFILLED'] });
    expect(fulfilled.data?.allBookings).toEqual([all[2]]);
    for (const variables of [
      { first: 0 },
      { first: 501 },
      { after: 'nope' },
      { first: 1, last: 1 },
      { last: 0 },
      { before: 'nope' },
    ]) {
      const refused = await graphql<Page>(
        caregiver,
        `
          query Page($first: Int, $last: Int, $after: String, $before: String) {
            allBookings(first: $first, last: $last, after: $after, before: $before) {
              bookingId
            }
          }
        `,
        variables,
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
    }
    // The field at fault comes with a message key the app can show.
    const both = await graphql<Page>(
      caregiver,
      'query { allBookings(first: 1, last: 1) { bookingId } }',
    );
    expect(both.errors?.[0]?.extensions).toMatchObject({
      code: 'CANNOT_DESERIALIZE_REQUEST_DATA',
      details: { last: 'VALIDATION_INVALID_OPTION' },
    });
    const none = await graphql<Page>(caregiver, backwards, { status: [] });
    expect(none.errors?.[0]?.extensions).toMatchObject({
      details: { status: 'VALIDATION_INVALID_OPTION' },
    });
  });
});

describe('issue 43 calendar feed from memory', () => {
  it('shows a write in the next fetch, and follows the sliding window', async () => {
    const { caregiver, contract, receiver, made } = await withBookings(1);
    const answer = await caregiver.api.post<{ url: string }>('/caregiver-app/calendar-feed');
    const path = new URL(answer.body.data?.url ?? '').pathname;
    const feed = async () => (await t.request({ method: 'GET', url: path })).body;
    const first = await feed();
    expect(first).toContain(`${made[0]!.id}@careport`);
    expect(await feed()).toBe(first);

    await t.db
      .update(careReceivers)
      .set({ firstName: 'Ilse' })
      .where(eq(careReceivers.id, receiver.id));
    expect(await feed()).toContain('Careport: Ilse');

    // 95 days ahead enters the 90-day window five days later; yesterday's booking leaves 30 days
    // after its end. Nothing is written in between.
    const far = await bookingAt(t, contract.id, 95 * DAY, 60);
    const past = await bookingAt(t, contract.id, -1 * DAY, 60);
    expect(await feed()).not.toContain(`${far.id}@careport`);
    expect(await feed()).toContain(`${past.id}@careport`);
    t.clock.advance(5 * DAY + HOUR);
    expect(await feed()).toContain(`${far.id}@careport`);
    t.clock.advance(25 * DAY);
    expect(await feed()).not.toContain(`${past.id}@careport`);
  });
});

describe('issue 43 GraphQL answers from memory', () => {
  it('invoices, financial details and service documentation show a write in the next read', async () => {
    const caregiver = await signIn(t);
    const contract = await createContract(t.db, {
      caregiverId: caregiver.id,
      paymentMethod: 'direct_reimbursement',
    });
    const INVOICES = '{ invoices { invoiceNumber } }';
    const count = async () =>
      (await graphql<{ invoices: unknown[] }>(caregiver, INVOICES)).data?.invoices.length;
    expect(await count()).toBe(0);
    await createInvoice(t.db, { caregiverId: caregiver.id });
    expect(await count()).toBe(1);

    const DETAILS = '{ financialDetails { bank { iban } } }';
    type Details = { financialDetails: { bank: { iban: string | null } } };
    await graphql<Details>(caregiver, DETAILS);
    await t.db
      .update(caregivers)
      .set({ iban: 'DE89370400440532013000' })
      .where(eq(caregivers.id, caregiver.id));
    expect((await graphql<Details>(caregiver, DETAILS)).data?.financialDetails.bank.iban).toBe(
      'DE89370400440532013000',
    );

    const DOCUMENTATION = `query Documentation($contractId: String!) {
      serviceDocumentation(contractId: $contractId) { periods { month year state } } }`;
    type Documentation = { serviceDocumentation: { periods: unknown[] } | null };
    const periods = async () =>
      (await graphql<Documentation>(caregiver, DOCUMENTATION, { contractId: contract.id })).data
        ?.serviceDocumentation?.periods.length ?? 0;
    const before = await periods();
    await createServiceDocumentationPeriod(t.db, { contractId: contract.id, year: 2020, month: 1 });
    expect(await periods()).toBe(before + 1);

    // Concurrent first reads of a new version wait for one another and all get the answer.
    await createInvoice(t.db, { caregiverId: caregiver.id });
    const together = await Promise.all(
      Array.from({ length: 5 }, () => graphql<{ invoices: unknown[] }>(caregiver, INVOICES)),
    );
    expect(together.map((answer) => answer.data?.invoices.length)).toEqual([2, 2, 2, 2, 2]);

    // An employee is refused invoices; the refusal is never kept, nor the answer before it.
    await t.db
      .update(caregivers)
      .set({ isCareportEmployee: true })
      .where(eq(caregivers.id, caregiver.id));
    const refused = await Promise.all(
      Array.from({ length: 3 }, () => graphql(caregiver, INVOICES)),
    );
    // The waiters go on after a refusal too, and each is refused.
    expect(refused.map((answer) => answer.errors?.[0]?.extensions?.code)).toEqual([
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
    ]);
  });
});

describe('issue 43 dashboard stats from memory (record 0129)', () => {
  const STATS_FIELDS = 'customerSatisfactionScore proposalResponseRate';
  type Stats = {
    caregiverStats: {
      customerSatisfactionScore: number | null;
      proposalResponseRate: number | null;
    };
  };

  it('asked as of a given instant: the next read shows a write', async () => {
    const caregiver = await signIn(t);
    const { id: contractId } = await createContract(t.db, { caregiverId: caregiver.id });
    const AS_OF = `query Dashboard($splitDate: DateTime!) {
      caregiverStats(splitDate: $splitDate) { ${STATS_FIELDS} } }`;
    const splitDate = new Date(t.clock.now().getTime() + DAY).toISOString();
    const score = async () =>
      (await graphql<Stats>(caregiver, AS_OF, { splitDate })).data?.caregiverStats
        .customerSatisfactionScore;
    expect(await score()).toBeNull();
    await t.db.insert(customerRatings).values({ caregiverId: caregiver.id, contractId, score: 4 });
    expect(await score()).toBe(4);
    await t.db.insert(customerRatings).values({ caregiverId: caregiver.id, contractId, score: 2 });
    expect(await score()).toBe(3);
  });

  it("asked as of the server's now (no split date, or one that may be null): follows the clock", async () => {
    const caregiver = await signIn(t);
    // Unanswered, it counts once it has expired: a change of the clock alone, no write.
    await createProposal(t.db, {
      caregiverId: caregiver.id,
      createdAt: new Date(t.clock.now().getTime() - HOUR),
      expiresAt: new Date(t.clock.now().getTime() + 60_000),
    });
    const asked = [
      { query: `{ caregiverStats { ${STATS_FIELDS} } }` },
      {
        query: `query ($splitDate: DateTime) {
          caregiverStats(splitDate: $splitDate) { ${STATS_FIELDS} } }`,
        variables: { splitDate: null },
      },
    ];
    const rates = () =>
      Promise.all(
        asked.map(
          async ({ query, variables }) =>
            (await graphql<Stats>(caregiver, query, variables)).data?.caregiverStats
              .proposalResponseRate,
        ),
      );
    expect(await rates()).toEqual([null, null]);
    t.clock.advance(2 * 60_000);
    expect(await rates()).toEqual([0, 0]);
  });
});
