import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../db/schema/index.js';
import { createContract, createCustomer, createProposal } from '../seed/factories.js';
import { bookingAt, HOUR, iso, signIn, type SignedIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type GraphQLBody<T> = { data: T | null; errors?: { extensions?: { code?: string } }[] };

async function graphql<T>(who: SignedIn, query: string, variables: object = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${who.token}` },
    payload: { query, variables },
  });
  return response.json<GraphQLBody<T>>();
}

const codeOf = (body: GraphQLBody<unknown>) => body.errors?.[0]?.extensions?.code;

const contractRow = async (id: string) => {
  const [row] = await t.db.select().from(contracts).where(eq(contracts.id, id));
  return row;
};

const DETAIL = `
  id contractId isActive confirmationStatus firstBookingStatus
  firstBooking { bookingId startDate endDate status }
  careReceiver { name { firstName lastName } age email phoneNumber isSelfBooker
    address { street houseNumber postalCode city additionalInformation } }
  customer { name { firstName lastName } email phoneNumber }
  serviceRequest { description schedule { date bookingType expectedAppointmentSchedule { isFlexible } } subServices { subServiceId } }
  pricing { commissionRate }
  stats { bookingCount minuteCount grossEarningsInCents }
  serviceDocumentation { periods { month year } }
  bookings { bookingId status }
`;

describe('GraphQL contract, allContracts and node (spec 1 §7)', () => {
  it("answers the customer detail's fields, and null for another caregiver's contract", async () => {
    const anna = await signIn(t);
    const other = await signIn(t);
    const customer = await createCustomer(t.db, { firstName: 'Jens', lastName: 'Aaberg' });
    const contract = await createContract(t.db, { caregiverId: anna.id, customerId: customer.id });
    const first = await bookingAt(t, contract.id, -30 * HOUR, 60, {
      status: 'FULFILLED',
      firstBookingStatus: 'CONFIRMED',
    });
    // Another contract's booking is not this contract's.
    await bookingAt(t, (await createContract(t.db, { caregiverId: anna.id })).id, 5 * HOUR);
    const foreign = await createContract(t.db, { caregiverId: other.id });

    const one = await graphql<{ contract: Record<string, unknown> & { id: string } }>(
      anna,
      `query ($id: String!) { contract(contractId: $id) { ${DETAIL} } }`,
      { id: contract.id },
    );
    expect(one.errors).toBeUndefined();
    expect(one.data?.contract).toMatchObject({
      contractId: contract.id,
      firstBookingStatus: 'CONFIRMED',
      customer: { name: { firstName: 'Jens', lastName: 'Aaberg' } },
      pricing: { commissionRate: 0.2 },
      stats: { bookingCount: 1, minuteCount: 60, grossEarningsInCents: 2800 },
      serviceRequest: null,
      serviceDocumentation: null,
      bookings: [{ bookingId: first.id, status: 'FULFILLED' }],
    });
    const globalId = one.data?.contract.id ?? '';
    const refetch = await graphql<{ node: unknown; all: { contractId: string }[] }>(
      anna,
      `query ($id: ID!) { node(id: $id) { ... on Contract { ${DETAIL} } } all: allContracts { contractId } }`,
      { id: globalId },
    );
    expect(refetch.data?.node).toEqual(one.data?.contract);
    expect(refetch.data?.all.map((c) => c.contractId)).toContain(contract.id);
    expect(refetch.data?.all).toHaveLength(2);

    const hidden = await graphql<{ contract: unknown }>(
      anna,
      `
        query ($id: String!) {
          contract(contractId: $id) {
            contractId
          }
        }
      `,
      { id: foreign.id },
    );
    expect(hidden.data?.contract).toBeNull();
    const otherNode = await graphql<{ node: unknown }>(
      other,
      `
        query ($id: ID!) {
          node(id: $id) {
            id
          }
        }
      `,
      { id: globalId },
    );
    expect(otherNode.data?.node).toBeNull();
  });
});

describe('GraphQL proposal(serviceRequestId) and node (spec 1 §4, §7)', () => {
  const QUERY = `query ($id: String!) { proposal(serviceRequestId: $id) { id serviceRequestId status
    schedule { bookingType } subServices { subServiceId } } }`;

  it('answers the proposal, null when unavailable, and refetches it by its global id', async () => {
    const anna = await signIn(t);
    const other = await signIn(t);
    const inADay = new Date(t.clock.now().getTime() + 24 * HOUR);
    const open = await createProposal(t.db, { caregiverId: anna.id, expiresAt: inADay });
    const expired = await createProposal(t.db, {
      caregiverId: anna.id,
      expiresAt: new Date(t.clock.now().getTime() - HOUR),
    });
    const declined = await createProposal(t.db, {
      caregiverId: anna.id,
      expiresAt: inADay,
      status: 'DECLINED',
    });
    const elsewhere = await createProposal(t.db, { caregiverId: anna.id, expiresAt: inADay });
    await createContract(t.db, {
      caregiverId: other.id,
      serviceRequestId: elsewhere.serviceRequestId,
    });
    const foreign = await createProposal(t.db, { caregiverId: other.id, expiresAt: inADay });

    const found = await graphql<{ proposal: { id: string; status: string } | null }>(anna, QUERY, {
      id: open.serviceRequestId,
    });
    expect(found.data?.proposal).toMatchObject({
      serviceRequestId: open.serviceRequestId,
      status: 'OPEN',
      schedule: { bookingType: 'RECURRING' },
      subServices: [],
    });
    for (const gone of [expired, declined, elsewhere, foreign]) {
      const answer = await graphql<{ proposal: unknown }>(anna, QUERY, {
        id: gone.serviceRequestId,
      });
      expect(answer.data?.proposal, gone.id).toBeNull();
    }
    expect(codeOf(await graphql(anna, QUERY, { id: 'x' }))).toBe(
      'PROPOSAL_INVALID_SERVICE_REQUEST_ID',
    );

    const NODE = `query ($id: ID!) { node(id: $id) { ... on Proposal { serviceRequestId } } }`;
    const globalId = found.data?.proposal?.id ?? '';
    expect((await graphql<{ node: unknown }>(anna, NODE, { id: globalId })).data?.node).toEqual({
      serviceRequestId: open.serviceRequestId,
    });
    expect((await graphql<{ node: unknown }>(other, NODE, { id: globalId })).data?.node).toBeNull();
  });
});

const UPDATE = `mutation ($contractId: String!, $status: ContractConfirmationStatus!) {
  updateContractConfirmationStatus(contractId: $contractId, status: $status) { messageId }
}`;

/**
 * A pending contract whose only booking, the confirmed first appointment, started `hoursAgo`
 * (an hour long; distinct per contract of one caregiver, who cannot overlap).
 */
async function firstAppointmentDone(who: SignedIn, hoursAgo = 2) {
  const contract = await createContract(t.db, { caregiverId: who.id });
  const first = await bookingAt(t, contract.id, -hoursAgo * HOUR, 60, {
    firstBookingStatus: 'CONFIRMED',
  });
  return { contract, first };
}

const update = (who: SignedIn, contractId: string, status: string) =>
  graphql<{ updateContractConfirmationStatus: { messageId: string } }>(who, UPDATE, {
    contractId,
    status,
  });

describe('GraphQL updateContractConfirmationStatus (spec 1 §4, §7)', () => {
  it('sets CONFIRMED once, answering a messageId', async () => {
    const anna = await signIn(t);
    const { contract } = await firstAppointmentDone(anna);
    const answer = await update(anna, contract.id, 'CONFIRMED');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateContractConfirmationStatus.messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await contractRow(contract.id))?.confirmationStatus).toBe('CONFIRMED');
    expect(codeOf(await update(anna, contract.id, 'DEFERRED'))).toBe(
      'CONTRACT_CONFIRMATION_NOT_ALLOWED',
    );
    expect((await contractRow(contract.id))?.confirmationStatus).toBe('CONFIRMED');
  });

  it('REJECTED ends the collaboration now: no appointment can be added after it', async () => {
    const anna = await signIn(t);
    const { contract } = await firstAppointmentDone(anna);
    expect((await update(anna, contract.id, 'REJECTED')).errors).toBeUndefined();
    const row = await contractRow(contract.id);
    expect(row?.confirmationStatus).toBe('REJECTED');
    expect(row?.cancelationScheduledFor?.toISOString()).toBe(t.clock.now().toISOString());
    const booking = await anna.api.post('/caregiver-app/booking', {
      contract_id: contract.id,
      start_date: iso(t, 24 * HOUR),
      end_date: iso(t, 25 * HOUR),
    });
    expect(booking.body.errorCode).toBe('BOOKING_AFTER_CONTRACT_END');
  });

  it('refuses when spec 1 §4 does not allow it, and employees, foreign and bad ids', async () => {
    const anna = await signIn(t);
    const jonas = await signIn(t, true);
    const future = await createContract(t.db, { caregiverId: anna.id });
    await bookingAt(t, future.id, 48 * HOUR, 60, { firstBookingStatus: 'CONFIRMED' });
    const unconfirmed = await createContract(t.db, { caregiverId: anna.id });
    await bookingAt(t, unconfirmed.id, -2 * HOUR, 60, { firstBookingStatus: 'CREATED' });
    const twoBookings = await firstAppointmentDone(anna, 4);
    await bookingAt(t, twoBookings.contract.id, 50 * HOUR);
    const noBooking = await createContract(t.db, { caregiverId: anna.id });
    const deferred = await firstAppointmentDone(anna, 6);
    await t.db
      .update(contracts)
      .set({ confirmationStatus: 'DEFERRED' })
      .where(eq(contracts.id, deferred.contract.id));
    const ended = await firstAppointmentDone(anna, 8);
    await t.db
      .update(contracts)
      .set({ isActive: false })
      .where(eq(contracts.id, ended.contract.id));
    const jonasContract = await firstAppointmentDone(jonas);

    const refusals: [SignedIn, string, string, string][] = [
      [anna, future.id, 'CONFIRMED', 'CONTRACT_CONFIRMATION_NOT_ALLOWED'],
      [anna, unconfirmed.id, 'CONFIRMED', 'CONTRACT_CONFIRMATION_NOT_ALLOWED'],
      [anna, twoBookings.contract.id, 'CONFIRMED', 'CONTRACT_CONFIRMATION_NOT_ALLOWED'],
      [anna, noBooking.id, 'CONFIRMED', 'CONTRACT_CONFIRMATION_NOT_ALLOWED'],
      [anna, deferred.contract.id, 'CONFIRMED', 'CONTRACT_CONFIRMATION_NOT_ALLOWED'],
      [anna, ended.contract.id, 'CONFIRMED', 'CONTRACT_INACTIVE'],
      [jonas, jonasContract.contract.id, 'CONFIRMED', 'FORBIDDEN'],
      [anna, jonasContract.contract.id, 'CONFIRMED', 'CONTRACT_NOT_FOUND'],
      [anna, 'x', 'CONFIRMED', 'CONTRACT_INVALID_ID'],
      [anna, future.id, 'PENDING', 'CANNOT_DESERIALIZE_REQUEST_DATA'],
    ];
    for (const [who, contractId, status, code] of refusals) {
      expect(codeOf(await update(who, contractId, status)), `${contractId} ${code}`).toBe(code);
    }
    for (const id of [
      future.id,
      unconfirmed.id,
      twoBookings.contract.id,
      jonasContract.contract.id,
    ]) {
      expect((await contractRow(id))?.confirmationStatus).toBe('PENDING');
    }
  });
});

describe("The survey's further-appointments answer (spec 1 §4)", () => {
  const mutation = `mutation ($input: BookingFeedbackInput!) { bookingFeedback(input: $input) { status } }`;
  const feedback = (bookingId: string, furtherAppointments: string) => ({
    input: { bookingId, careReceiverMood: 'GOOD', customerEnergy: 'HIGH', furtherAppointments },
  });

  it.each([
    ['YES', 'CONFIRMED'],
    ['MAYBE', 'DEFERRED'],
    ['NO', 'REJECTED'],
  ])('%s on the first appointment sets a pending contract %s', async (answer, status) => {
    const anna = await signIn(t);
    const contract = await createContract(t.db, { caregiverId: anna.id });
    const first = await bookingAt(t, contract.id, -3 * HOUR, 60, {
      status: 'FULFILLED',
      firstBookingStatus: 'CONFIRMED',
    });
    const answered = await graphql(anna, mutation, feedback(first.id, answer));
    expect(answered.errors).toBeUndefined();
    const row = await contractRow(contract.id);
    expect(row?.confirmationStatus).toBe(status);
    expect(row?.cancelationScheduledFor !== null).toBe(status === 'REJECTED');
  });

  it('changes nothing on a later booking or a settled contract', async () => {
    const anna = await signIn(t);
    const pending = await createContract(t.db, { caregiverId: anna.id });
    await bookingAt(t, pending.id, -50 * HOUR, 60, { status: 'FULFILLED' });
    const later = await bookingAt(t, pending.id, -3 * HOUR, 60, { status: 'FULFILLED' });
    const settled = await createContract(t.db, {
      caregiverId: anna.id,
      confirmationStatus: 'CONFIRMED',
    });
    const settledFirst = await bookingAt(t, settled.id, -6 * HOUR, 60, { status: 'FULFILLED' });
    await graphql(anna, mutation, feedback(later.id, 'NO'));
    await graphql(anna, mutation, feedback(settledFirst.id, 'NO'));
    expect((await contractRow(pending.id))?.confirmationStatus).toBe('PENDING');
    expect(await contractRow(settled.id)).toMatchObject({
      confirmationStatus: 'CONFIRMED',
      cancelationScheduledFor: null,
    });
  });
});
