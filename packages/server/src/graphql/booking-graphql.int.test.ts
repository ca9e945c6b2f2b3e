import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFeedback, contracts } from '../db/schema/index.js';
import { createBooking, createContract } from '../seed/factories.js';
import { bookingAt, bookingRow, HOUR, signIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type GraphQLBody<T> = { data: T | null; errors?: { extensions?: { code?: string } }[] };

async function graphql<T>(token: string, query: string, variables: object = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${token}` },
    payload: { query, variables },
  });
  return response.json<GraphQLBody<T>>();
}

const BOOKING_FIELDS = `
  id bookingId contractId startDate endDate status isFirstBooking firstBookingStatus
  pricing { durationInMinutes grossPricePerHourInCents grossPriceInCents }
  services { id labelDe labelEn } otherServiceDescription paymentMethod surveyStatus
  hasPaperBookingProof hasCgConfirmationProof contractIsActive cancelationScheduledFor
  careReceiver { firstName lastName street houseNumber postalCode city }
`;

type BookingNode = Record<string, unknown> & { id: string; bookingId: string };

describe('GraphQL booking queries (spec 1 §7)', () => {
  it('allBookings, booking(bookingId) and node(id) answer the same booking', async () => {
    const anna = await signIn(t);
    const contract = await createContract(t.db, { caregiverId: anna.id, paymentMethod: 'sepa' });
    const booking = await bookingAt(t, contract.id, -5 * HOUR, 90, {
      status: 'FULFILLED',
      surveyStatus: 'false',
      cgConfirmationProof: 'bookings/a/b/cg_confirmation-c.png',
      otherServiceDescription: 'Vorgelesen',
    });
    const all = await graphql<{ allBookings: BookingNode[] }>(
      anna.token,
      `{ allBookings { ${BOOKING_FIELDS} } }`,
    );
    expect(all.errors).toBeUndefined();
    const [node] = all.data?.allBookings ?? [];
    expect(node).toMatchObject({
      bookingId: booking.id,
      contractId: contract.id,
      status: 'FULFILLED',
      isFirstBooking: true,
      pricing: { durationInMinutes: 90, grossPriceInCents: 5250 },
      services: [],
      otherServiceDescription: 'Vorgelesen',
      paymentMethod: 'sepa',
      surveyStatus: 'false',
      hasPaperBookingProof: false,
      hasCgConfirmationProof: true,
      contractIsActive: true,
      cancelationScheduledFor: null,
      careReceiver: { city: 'Berlin' },
    });
    const one = await graphql<{ booking: BookingNode }>(
      anna.token,
      `query ($id: String!) { booking(bookingId: $id) { ${BOOKING_FIELDS} } }`,
      { id: booking.id },
    );
    expect(one.data?.booking).toEqual(node);
    const refetched = await graphql<{ node: BookingNode }>(
      anna.token,
      `query ($id: ID!) { node(id: $id) { ... on Booking { ${BOOKING_FIELDS} } } }`,
      { id: node?.id },
    );
    expect(refetched.data?.node).toEqual(node);
  });

  it("answers null for another caregiver's booking, BOOKING_INVALID_ID for a malformed id", async () => {
    const anna = await signIn(t);
    const foreign = await createBooking(t.db);
    const query = `query ($id: String!) { booking(bookingId: $id) { bookingId } }`;
    expect((await graphql<{ booking: null }>(anna.token, query, { id: foreign.id })).data).toEqual({
      booking: null,
    });
    const malformed = await graphql(anna.token, query, { id: 'nope' });
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BOOKING_INVALID_ID');
  });

  it('answers pricing null to employees', async () => {
    const jonas = await signIn(t, true);
    await createBooking(t.db, { caregiverId: jonas.id });
    const all = await graphql<{ allBookings: { pricing: unknown }[] }>(
      jonas.token,
      '{ allBookings { pricing { grossPriceInCents } } }',
    );
    expect(all.data?.allBookings).toEqual([{ pricing: null }]);
  });

  it('allContracts, contract(contractId) and node(id) answer the caller’s contracts', async () => {
    const anna = await signIn(t);
    const contract = await createContract(t.db, { caregiverId: anna.id });
    const foreign = await createContract(t.db);
    const fields =
      'id contractId isActive confirmationStatus firstBooking { bookingId } careReceiver { lastName } pricing { commissionRate }';
    const all = await graphql<{ allContracts: { id: string; contractId: string }[] }>(
      anna.token,
      `{ allContracts { ${fields} } }`,
    );
    expect(all.data?.allContracts).toEqual([
      expect.objectContaining({
        contractId: contract.id,
        isActive: true,
        confirmationStatus: 'PENDING',
        firstBooking: null,
        pricing: { commissionRate: 0.2 },
      }),
    ]);
    const query = `query ($id: String!) { contract(contractId: $id) { contractId } }`;
    expect((await graphql(anna.token, query, { id: contract.id })).data).toEqual({
      contract: { contractId: contract.id },
    });
    expect((await graphql(anna.token, query, { id: foreign.id })).data).toEqual({ contract: null });
    expect((await graphql(anna.token, query, { id: '1' })).errors?.[0]?.extensions?.code).toBe(
      'CONTRACT_INVALID_ID',
    );
    const node = await graphql<{ node: { contractId: string } }>(
      anna.token,
      'query ($id: ID!) { node(id: $id) { ... on Contract { contractId } } }',
      { id: all.data?.allContracts[0]?.id },
    );
    expect(node.data?.node.contractId).toBe(contract.id);
  });
});

describe('GraphQL bookingFeedback (spec 1 §7)', () => {
  const mutation = `mutation ($input: BookingFeedbackInput!) { bookingFeedback(input: $input) { status } }`;
  const answers = {
    careReceiverMood: 'GOOD',
    careReceiverMoodAdditionalText: 'Gut gelaunt',
    customerEnergy: 'HIGH',
    customerEnergyAdditionalText: '',
    activitiesPerformed: 'Spaziergang',
  };

  it('stores the answers, replaces them when sent again, and marks the survey done', async () => {
    const jonas = await signIn(t, true);
    const booking = await createBooking(t.db, {
      caregiverId: jonas.id,
      status: 'FULFILLED',
      surveyStatus: 'false',
    });
    const first = await graphql(jonas.token, mutation, {
      input: { bookingId: booking.id, ...answers },
    });
    expect(first).toEqual({ data: { bookingFeedback: { status: 'OK' } } });
    const second = await graphql(jonas.token, mutation, {
      input: { bookingId: booking.id, careReceiverMood: 'SAD', customerEnergy: 'LOW' },
    });
    expect(second.data).toEqual({ bookingFeedback: { status: 'OK' } });
    const rows = await t.db
      .select()
      .from(bookingFeedback)
      .where(eq(bookingFeedback.bookingId, booking.id));
    expect(rows).toEqual([
      expect.objectContaining({
        careReceiverMood: 'SAD',
        customerEnergy: 'LOW',
        careReceiverMoodAdditionalText: null,
        furtherAppointments: null,
        caregiverId: jonas.id,
      }),
    ]);
    expect((await bookingRow(t, booking.id))?.surveyStatus).toBe('true');
  });

  it('answers BOOKING_INVALID_ID, BOOKING_NOT_FOUND and CANNOT_DESERIALIZE_REQUEST_DATA', async () => {
    const jonas = await signIn(t, true);
    const own = await createBooking(t.db, { caregiverId: jonas.id, status: 'FULFILLED' });
    const foreign = await createBooking(t.db, { status: 'FULFILLED' });
    const codeFor = async (input: object) =>
      (await graphql(jonas.token, mutation, { input })).errors?.[0]?.extensions?.code;
    expect(await codeFor({ ...answers, bookingId: 'x' })).toBe('BOOKING_INVALID_ID');
    expect(await codeFor({ ...answers, bookingId: foreign.id })).toBe('BOOKING_NOT_FOUND');
    expect(await codeFor({ ...answers, bookingId: own.id, careReceiverMood: 'ECSTATIC' })).toBe(
      'CANNOT_DESERIALIZE_REQUEST_DATA',
    );
    expect(
      await codeFor({ ...answers, bookingId: own.id, activitiesPerformed: 'x'.repeat(101) }),
    ).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
    expect(
      await t.db.select().from(bookingFeedback).where(eq(bookingFeedback.bookingId, own.id)),
    ).toEqual([]);
  });

  it('refuses a survey before documenting, and an employee the further-appointments answer (issue 39)', async () => {
    const jonas = await signIn(t, true);
    const undocumented = await createBooking(t.db, { caregiverId: jonas.id, status: 'CREATED' });
    const contract = await createContract(t.db, { caregiverId: jonas.id });
    const first = await bookingAt(t, contract.id, -30 * HOUR, 60, { status: 'FULFILLED' });
    const codeFor = async (input: object) =>
      (await graphql(jonas.token, mutation, { input })).errors?.[0]?.extensions?.code;
    expect(await codeFor({ ...answers, bookingId: undocumented.id })).toBe('BOOKING_NOT_FULFILLED');
    expect(await codeFor({ ...answers, bookingId: first.id, furtherAppointments: 'NO' })).toBe(
      'FORBIDDEN',
    );
    for (const booking of [undocumented, first]) {
      expect(
        await t.db.select().from(bookingFeedback).where(eq(bookingFeedback.bookingId, booking.id)),
      ).toEqual([]);
    }
    const [row] = await t.db
      .select({ status: contracts.confirmationStatus })
      .from(contracts)
      .where(eq(contracts.id, contract.id));
    expect(row?.status).toBe('PENDING');
  });
});
