// `demo-caregiver` (README "Back office"): a copy of a demo caregiver with their whole world under
// a new e-mail, signed in with the demo password, and nobody else's data in it.
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caregivers, invoices } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { apiFor } from '../../test/booking-helpers.js';
import { opsApiFor, type OpsApi } from '../../test/ops-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ops: OpsApi;
beforeAll(async () => {
  t = await createTestApp();
  ops = await opsApiFor(t);
});
afterAll(async () => {
  await t?.close();
});

const newEmail = () => `copy-${randomUUID()}@careport.test`;
type Copy = { caregiver_id: string; email: string; like: string };
type Booking = { booking_id: string; price_per_hour_in_cents?: number };

const copyOf = (like: string, email = newEmail()) =>
  ops.post<Copy>('/ops/demo-caregivers', { like, email });

async function signedIn(email: string) {
  const { access_token: token } = await t.login(email, DEMO_PASSWORD);
  return apiFor(t, token);
}

async function diaryOf(email: string): Promise<Booking[]> {
  const answer = await (await signedIn(email)).get<Booking[]>('/caregiver-app/booking');
  return answer.body.data ?? [];
}

describe('POST /ops/demo-caregivers', () => {
  it('copies Anna with her diary, proposals and invoices; two copies share nothing', async () => {
    const first = await copyOf('anna');
    expect(first.statusCode).toBe(201);
    expect(first.body.data).toMatchObject({ like: 'anna', email: expect.any(String) as unknown });
    const second = await copyOf('anna');
    expect(second.statusCode).toBe(201);

    const api = await signedIn(first.body.data.email);
    const me = await api.get<{ name: object; caregiver_id: string }>('/caregiver-app/me');
    expect(me.body.data).toMatchObject({
      name: { first_name: 'Anna', last_name: 'Bauer' },
      caregiver_id: first.body.data.caregiver_id,
    });
    const diary = await diaryOf(first.body.data.email);
    const otherDiary = await diaryOf(second.body.data.email);
    expect(diary.length).toBeGreaterThan(10);
    expect(otherDiary).toHaveLength(diary.length);
    const ids = new Set(diary.map((booking) => booking.booking_id));
    expect(otherDiary.some((booking) => ids.has(booking.booking_id))).toBe(false);
    const proposals = await api.get<unknown[]>('/caregiver-app/proposal');
    expect(proposals.body.data?.length).toBeGreaterThan(0);

    // Its invoices have numbers of their own and their PDFs: none is left for the next run to make.
    const rows = await t.db
      .select({
        id: invoices.id,
        number: invoices.invoiceNumber,
        isAnonymized: invoices.isAnonymized,
      })
      .from(invoices)
      .where(
        and(eq(invoices.caregiverId, first.body.data.caregiver_id), isNotNull(invoices.netInCents)),
      );
    expect(rows.length).toBeGreaterThan(0);
    const pending = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(eq(invoices.caregiverId, first.body.data.caregiver_id), isNull(invoices.storageKey)),
      );
    expect(pending).toEqual([]);
    for (const row of rows) expect(row.number).toMatch(/^AB[A-Z2-9]{6}-\d{4}-\d{4}$/);
    // An anonymised customer's invoice is no longer handed out (the demo has one): take another.
    const invoice = rows.find((row) => !row.isAnonymized);
    const token = await api.post<{ token_id: string }>(
      `/caregiver-app/invoice/${invoice?.id}/request-token`,
    );
    expect(token.statusCode).toBe(200);
    const pdf = await t.request({
      method: 'GET',
      url: `/caregiver-app/invoice/download/${token.body.data?.token_id}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('copies Jonas as an employee, who gets no prices', async () => {
    const copy = await copyOf('jonas');
    expect(copy.statusCode).toBe(201);
    const [row] = await t.db
      .select({ isEmployee: caregivers.isCareportEmployee, referralCode: caregivers.referralCode })
      .from(caregivers)
      .where(eq(caregivers.id, copy.body.data.caregiver_id));
    expect(row?.isEmployee).toBe(true);
    expect(row?.referralCode).toMatch(/^JONAS-[A-Z2-9]{6}$/);
    const diary = await diaryOf(copy.body.data.email);
    expect(diary.length).toBeGreaterThan(0);
    expect(diary.every((booking) => booking.price_per_hour_in_cents === undefined)).toBe(true);
  });

  it('refuses an e-mail that is taken, in any case, and changes nothing', async () => {
    const email = newEmail();
    expect((await copyOf('anna', email)).statusCode).toBe(201);
    const again = await copyOf('jonas', email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.body.errorCode).toBe('CAREGIVER_EMAIL_TAKEN');
    const rows = await t.db
      .select({ id: caregivers.id })
      .from(caregivers)
      .where(eq(caregivers.email, email));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ like: 'lena', email: 'x@careport.test' }, 'like'],
    [{ like: 'anna', email: 'not an e-mail' }, 'email'],
    [{ like: 'anna', email: 'a\u0000b@careport.test' }, 'email'],
    [{ like: 'anna' }, 'email'],
    [{ like: 'anna', email: 'y@careport.test', password: 'x' }, '(body)'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const answer = await ops.post('/ops/demo-caregivers', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.errorCode).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
    expect(Object.keys(answer.body.details ?? {})).toContain(field);
  });

  it('is the back office’s alone: a caregiver’s token is refused', async () => {
    const caregiver = await t.createCaregiver();
    const { access_token: token } = await t.login(caregiver.email, caregiver.password);
    const answer = await t.request({
      method: 'POST',
      url: '/ops/demo-caregivers',
      headers: { authorization: `Bearer ${token}` },
      payload: { like: 'anna', email: newEmail() },
    });
    expect(answer.statusCode).toBe(403);
  });
});
