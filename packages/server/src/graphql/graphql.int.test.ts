import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createCareReceiver,
  createContract,
  createProposal,
  createServiceRequest,
} from '../seed/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type GraphQLBody<T> = {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

async function graphql<T>(query: string, variables: object = {}, token?: string) {
  const response = await t.request({
    method: 'POST',
    url: '/graphql',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    payload: { query, variables },
  });
  return { statusCode: response.statusCode, body: response.json<GraphQLBody<T>>() };
}

async function loggedInCaregiver(options: Parameters<TestApp['createCaregiver']>[0] = {}) {
  const caregiver = await t.createCaregiver(options);
  const tokens = await t.login(caregiver.email, caregiver.password);
  return { ...caregiver, token: tokens.access_token };
}

const HOUR = 60 * 60 * 1000;

describe('GraphQL me (spec 2 §7)', () => {
  it("answers the caller's profile with a global id that node(id) refetches", async () => {
    const caregiver = await loggedInCaregiver({
      firstName: 'Mila',
      lastName: 'Yılmaz',
      isCareportEmployee: false,
      languages: ['GERMAN', 'TURKISH'],
      dateOfBirth: '1988-04-02',
    });
    const { statusCode, body } = await graphql<{
      me: {
        id: string;
        caregiverId: string;
        name: { firstName: string; lastName: string };
        isCareportEmployee: boolean;
        languages: string[];
        dateOfBirth: string;
        address: { city: string | null };
      };
    }>(
      `
        {
          me {
            id
            caregiverId
            name {
              firstName
              lastName
            }
            isCareportEmployee
            languages
            dateOfBirth
            address {
              city
            }
          }
        }
      `,
      {},
      caregiver.token,
    );
    expect(statusCode).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.me).toMatchObject({
      caregiverId: caregiver.id,
      name: { firstName: 'Mila', lastName: 'Yılmaz' },
      isCareportEmployee: false,
      languages: ['GERMAN', 'TURKISH'],
      dateOfBirth: '1988-04-02',
    });
    const id = body.data?.me.id ?? '';
    const node = await graphql<{ node: { caregiverId: string } | null }>(
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Caregiver {
              caregiverId
            }
          }
        }
      `,
      { id },
      caregiver.token,
    );
    expect(node.body.data?.node?.caregiverId).toBe(caregiver.id);

    // Another caregiver cannot refetch it.
    const other = await loggedInCaregiver();
    const foreign = await graphql<{ node: unknown }>(
      `
        query ($id: ID!) {
          node(id: $id) {
            id
          }
        }
      `,
      { id },
      other.token,
    );
    expect(foreign.body.data?.node).toBeNull();
  });

  it('answers the error code UNAUTHORIZED to an anonymous caller', async () => {
    const { statusCode, body } = await graphql(`
      {
        me {
          caregiverId
        }
      }
    `);
    expect(statusCode).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });

  it('answers 401 UNAUTHORIZED when an Authorization header is present but invalid', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: 'Bearer forged.token.value' },
      payload: { query: '{ me { caregiverId } }' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, errorCode: 'UNAUTHORIZED' });
  });

  it('answers a syntax error and an unknown field with 400 and a code, never 500', async () => {
    const caregiver = await loggedInCaregiver();
    const syntax = await graphql(`{ me { `, {}, caregiver.token);
    expect(syntax.statusCode).toBe(400);
    expect(syntax.body.errors?.[0]?.extensions?.code).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
    const unknown = await graphql(
      `
        {
          me {
            salary
          }
        }
      `,
      {},
      caregiver.token,
    );
    expect(unknown.statusCode).toBe(400);
    const badId = await graphql(
      `
        {
          node(id: "not-a-global-id") {
            id
          }
        }
      `,
      {},
      caregiver.token,
    );
    expect(badId.statusCode).toBeLessThan(500);
    const badVariables = await graphql(
      `
        query ($id: ID!) {
          node(id: $id) {
            id
          }
        }
      `,
      { id: { nested: true } },
      caregiver.token,
    );
    expect(badVariables.statusCode).toBe(400);
  });
});

describe('GraphQL allBookings (spec 1 §7)', () => {
  it("answers only the caller's live bookings, sorted by end date, with isFirstBooking and pricing", async () => {
    const caregiver = await loggedInCaregiver();
    const other = await loggedInCaregiver();
    const contract = await createContract(t.db, {
      caregiverId: caregiver.id,
      paymentMethod: 'private_payment',
    });
    const now = Date.now();
    const later = await createBooking(t.db, {
      contractId: contract.id,
      startDate: new Date(now + 48 * HOUR),
      endDate: new Date(now + 49.5 * HOUR),
      grossPricePerHourInCents: 3000,
    });
    const first = await createBooking(t.db, {
      contractId: contract.id,
      startDate: new Date(now - 48 * HOUR),
      endDate: new Date(now - 47 * HOUR),
      grossPricePerHourInCents: 3000,
    });
    await createBooking(t.db, {
      contractId: contract.id,
      startDate: new Date(now - 100 * HOUR),
      endDate: new Date(now - 99 * HOUR),
      deletedAt: new Date(),
    });
    await createBooking(t.db, { caregiverId: other.id, startDate: new Date(now + 24 * HOUR) });

    const { body } = await graphql<{
      allBookings: {
        id: string;
        bookingId: string;
        contractId: string;
        status: string;
        isFirstBooking: boolean;
        paymentMethod: string | null;
        startDate: string;
        pricing: {
          durationInMinutes: number;
          grossPricePerHourInCents: number;
          grossPriceInCents: number;
        };
      }[];
    }>(
      `
        {
          allBookings {
            id
            bookingId
            contractId
            status
            isFirstBooking
            paymentMethod
            startDate
            pricing {
              durationInMinutes
              grossPricePerHourInCents
              grossPriceInCents
            }
          }
        }
      `,
      {},
      caregiver.token,
    );
    expect(body.errors).toBeUndefined();
    const bookings = body.data?.allBookings ?? [];
    expect(bookings.map((booking) => booking.bookingId)).toEqual([first.id, later.id]);
    expect(bookings[0]).toMatchObject({
      isFirstBooking: true,
      status: 'CREATED',
      paymentMethod: 'private_payment',
      startDate: first.startDate.toISOString(),
      pricing: { durationInMinutes: 60, grossPricePerHourInCents: 3000, grossPriceInCents: 3000 },
    });
    expect(bookings[1]).toMatchObject({
      isFirstBooking: false,
      pricing: { durationInMinutes: 90, grossPriceInCents: 4500 },
    });

    // The other caregiver sees none of them, not even through node(id).
    const foreign = await graphql<{ allBookings: unknown[]; node: unknown }>(
      `
        query ($id: ID!) {
          allBookings {
            bookingId
          }
          node(id: $id) {
            id
          }
        }
      `,
      { id: bookings[0]?.id },
      other.token,
    );
    expect(foreign.body.data?.allBookings).toHaveLength(1);
    expect(foreign.body.data?.node).toBeNull();
  });
});

describe('GraphQL allProposals (spec 1 §7)', () => {
  it("answers the caller's listed proposals by expiry with their care receiver", async () => {
    const caregiver = await loggedInCaregiver();
    const careReceiver = await createCareReceiver(t.db, {
      firstName: 'Helga',
      lastName: 'Brandt',
      gender: 'FEMALE',
      careDegree: '2',
      dateOfBirth: '1940-01-15',
      street: 'Kastanienallee 12',
      postalCode: '10435',
      city: 'Berlin',
    });
    const serviceRequest = await createServiceRequest(t.db, {
      careReceiverId: careReceiver.id,
      grossPricePerHourInCents: 3200,
    });
    const soon = await createProposal(t.db, {
      caregiverId: caregiver.id,
      serviceRequestId: serviceRequest.id,
      expiresAt: new Date(Date.now() + HOUR),
    });
    const later = await createProposal(t.db, {
      caregiverId: caregiver.id,
      expiresAt: new Date(Date.now() + 30 * HOUR),
    });
    // spec 1 §4: declined ones are not listed.
    await createProposal(t.db, {
      caregiverId: caregiver.id,
      expiresAt: new Date(Date.now() + 2 * HOUR),
      status: 'DECLINED',
    });
    await createProposal(t.db, { serviceRequestId: serviceRequest.id });

    const { body } = await graphql<{
      allProposals: {
        serviceRequestId: string;
        status: string;
        isNewCustomer: boolean;
        pricing: { grossPricePerHourInCents: number };
        careReceiver: {
          name: { firstName: string; lastName: string };
          gender: string;
          careDegree: string;
          age: number;
          address: { street: string; postalCode: string; city: string };
        };
      }[];
    }>(
      `
        {
          allProposals {
            serviceRequestId
            status
            expiresAt
            isNewCustomer
            pricing {
              grossPricePerHourInCents
            }
            careReceiver {
              name {
                firstName
                lastName
              }
              gender
              careDegree
              age
              address {
                street
                postalCode
                city
              }
            }
          }
        }
      `,
      {},
      caregiver.token,
    );
    expect(body.errors).toBeUndefined();
    const proposals = body.data?.allProposals ?? [];
    expect(proposals.map((proposal) => proposal.serviceRequestId)).toEqual([
      soon.serviceRequestId,
      later.serviceRequestId,
    ]);
    expect(proposals[0]).toMatchObject({
      status: 'OPEN',
      pricing: { grossPricePerHourInCents: 3200 },
      careReceiver: {
        name: { firstName: 'Helga', lastName: 'Brandt' },
        gender: 'FEMALE',
        careDegree: '2',
        address: { street: 'Kastanienallee 12', postalCode: '10435', city: 'Berlin' },
      },
    });
    expect(proposals[0]?.careReceiver.age).toBeGreaterThanOrEqual(85);
    expect(proposals[1]?.status).toBe('OPEN');
  });
});
