// Shared by the booking, contract and image tests: a signed-in caregiver with a contract, and a
// JSON client that answers status and body.
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { bookings } from '../db/schema/index.js';
import { createBooking, createContract } from '../seed/factories.js';
import type { TestApp } from './test-app.js';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export type ApiAnswer<T = unknown> = {
  statusCode: number;
  body: { status: number; data?: T; errorCode?: string; details?: Record<string, string> };
  response: LightMyRequestResponse;
};

export type Api = {
  get<T = unknown>(url: string): Promise<ApiAnswer<T>>;
  post<T = unknown>(url: string, payload?: unknown): Promise<ApiAnswer<T>>;
};

export function apiFor(t: TestApp, token: string): Api {
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await t.request({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return {
      statusCode: response.statusCode,
      body: response.json<ApiAnswer<T>['body']>(),
      response,
    };
  };
  return {
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload ?? {}),
  };
}

export type SignedIn = { id: string; token: string; api: Api };

export async function signIn(t: TestApp, isEmployee = false): Promise<SignedIn> {
  const caregiver = await t.createCaregiver({ isCareportEmployee: isEmployee });
  const { access_token: token } = await t.login(caregiver.email, caregiver.password);
  return { id: caregiver.id, token, api: apiFor(t, token) };
}

/** A caregiver's contract with one first booking long ago, so later bookings are not first. */
export async function contractWithHistory(
  t: TestApp,
  caregiverId: string,
  values: Parameters<typeof createContract>[1] = {},
) {
  const contract = await createContract(t.db, { caregiverId, ...values });
  const start = new Date(t.clock.now().getTime() - 60 * 24 * HOUR);
  const first = await createBooking(t.db, {
    contractId: contract.id,
    startDate: start,
    endDate: new Date(start.getTime() + HOUR),
    status: 'INVOICED',
    firstBookingStatus: 'CONFIRMED',
  });
  return { contract, first };
}

/** A booking of the contract starting `fromNowMs` from the test clock's now, `minutes` long. */
export function bookingAt(
  t: TestApp,
  contractId: string,
  fromNowMs: number,
  minutes = 60,
  values: Parameters<typeof createBooking>[1] = {},
) {
  const startDate = new Date(t.clock.now().getTime() + fromNowMs);
  return createBooking(t.db, {
    contractId,
    startDate,
    endDate: new Date(startDate.getTime() + minutes * MINUTE),
    ...values,
  });
}

export async function bookingRow(t: TestApp, bookingId: string) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row;
}

export const iso = (t: TestApp, fromNowMs: number) =>
  new Date(t.clock.now().getTime() + fromNowMs).toISOString();
