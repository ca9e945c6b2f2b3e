// Issue 14: documenting commands with an Idempotency-Key answer a replay as the first time and
// are never applied twice, also when two copies arrive at once.
import { MAIN_SERVICE_IDS } from '@careport/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, idempotencyKeys } from '../db/schema/index.js';
import { createContract } from '../seed/factories.js';
import { signaturePng } from '../storage/png.js';
import { bookingAt, bookingRow, HOUR, MINUTE, signIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { deleteExpiredIdempotencyKeys, IDEMPOTENCY_KEY_TTL_MS } from './idempotency.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signature = `data:image/png;base64,${signaturePng().toString('base64')}`;

async function pastBooking(isEmployee = false) {
  const caregiver = await signIn(t, isEmployee);
  const contract = await createContract(t.db, { caregiverId: caregiver.id });
  const booking = await bookingAt(t, contract.id, -3 * HOUR, 120);
  const body = {
    start_date: booking.startDate.toISOString(),
    end_date: booking.endDate.toISOString(),
    main_service_ids: [MAIN_SERVICE_IDS.EVERYDAY_ASSISTANCE],
    other_service_description: '',
    payment_method: 'private_payment',
  };
  return { caregiver, booking, body, url: `/caregiver-app/booking/fulfill/${booking.id}` };
}

function send(token: string, url: string, payload: unknown, key?: string) {
  return t.request({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: payload as Record<string, unknown>,
  });
}

describe('Idempotency-Key on POST /caregiver-app/booking/fulfill/{id}', () => {
  it('answers a replay as the first time, without documenting again', async () => {
    const { caregiver, booking, body, url } = await pastBooking();
    const key = crypto.randomUUID();
    const first = await send(caregiver.token, url, body, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const fulfilledAt = (await bookingRow(t, booking.id))?.fulfilledAt;

    t.clock.advance(10 * MINUTE);
    const replay = await send(caregiver.token, url, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    // Not applied twice: the first documentation's time stands.
    expect((await bookingRow(t, booking.id))?.fulfilledAt).toEqual(fulfilledAt);

    // Without the key it is a new command, refused as documented already.
    const again = await send(caregiver.token, url, body);
    expect(again.json()).toEqual({ status: 409, errorCode: 'BOOKING_IS_FULFILLED' });
  });

  it('refuses another body under the same key and changes nothing', async () => {
    const { caregiver, booking, body, url } = await pastBooking();
    const key = crypto.randomUUID();
    const changed = { ...body, other_service_description: 'Fenster geputzt' };
    await send(caregiver.token, url, body, key);
    const refused = await send(caregiver.token, url, changed, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: 409, errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await bookingRow(t, booking.id))?.otherServiceDescription).toBeNull();
  });

  it('refuses the same key on another booking or path', async () => {
    const a = await pastBooking();
    const contract = await createContract(t.db, { caregiverId: a.caregiver.id });
    const other = await bookingAt(t, contract.id, -30 * HOUR, 60);
    const key = crypto.randomUUID();
    expect((await send(a.caregiver.token, a.url, a.body, key)).statusCode).toBe(200);
    const elsewhere = await send(
      a.caregiver.token,
      `/caregiver-app/booking/fulfill/${other.id}`,
      a.body,
      key,
    );
    expect(elsewhere.json()).toEqual({ status: 409, errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await bookingRow(t, other.id))?.status).toBe('CREATED');
  });

  it('keeps keys per caregiver: the same key of another caregiver is theirs alone', async () => {
    const a = await pastBooking();
    const b = await pastBooking();
    const key = crypto.randomUUID();
    expect((await send(a.caregiver.token, a.url, a.body, key)).statusCode).toBe(200);
    const theirs = await send(b.caregiver.token, b.url, b.body, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    // And nobody replays another caregiver's answer: a's key with b's token on a's booking.
    const foreign = await send(b.caregiver.token, a.url, a.body, key);
    expect(foreign.json()).toEqual({ status: 409, errorCode: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('replays a refusal as a refusal (a conflict stays a conflict)', async () => {
    const { caregiver, booking, body, url } = await pastBooking();
    // The back office invoiced it meanwhile.
    await t.db.update(bookings).set({ status: 'INVOICED' }).where(eq(bookings.id, booking.id));
    const key = crypto.randomUUID();
    const first = await send(caregiver.token, url, body, key);
    expect(first.json()).toEqual({ status: 409, errorCode: 'BOOKING_IS_INVOICED' });
    const replay = await send(caregiver.token, url, body, key);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('runs concurrent duplicates once: one documents, the others replay or wait', async () => {
    const { caregiver, booking, body, url } = await pastBooking();
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(caregiver.token, url, body, key)),
    );
    const firsts = answers.filter(
      (answer) => answer.statusCode === 200 && answer.headers['idempotent-replayed'] === undefined,
    );
    expect(firsts).toHaveLength(1);
    for (const answer of answers) {
      if (answer.statusCode !== 200) {
        expect(answer.json()).toEqual({ status: 409, errorCode: 'IDEMPOTENCY_KEY_IN_PROGRESS' });
      }
    }
    expect((await bookingRow(t, booking.id))?.status).toBe('FULFILLED');
    // Once the first is done, a replay answers it.
    const later = await send(caregiver.token, url, body, key);
    expect(later.json()).toEqual(firsts[0]?.json());
  });

  it('refuses a malformed key before anything runs', async () => {
    const { caregiver, booking, body, url } = await pastBooking();
    for (const key of ['short', 'x'.repeat(129), 'has space in it', 'ünïcödé-key-1234']) {
      const answer = await send(caregiver.token, url, body, key);
      expect(answer.json()).toEqual({ status: 400, errorCode: 'IDEMPOTENCY_KEY_INVALID' });
    }
    expect((await bookingRow(t, booking.id))?.status).toBe('CREATED');
  });

  it('remembers a validation refusal too, and changes nothing', async () => {
    const { caregiver, booking, body, url } = await pastBooking();
    const key = crypto.randomUUID();
    const bad = { ...body, main_service_ids: ['not-a-service'] };
    const first = await send(caregiver.token, url, bad, key);
    expect(first.statusCode).toBe(400);
    expect((await send(caregiver.token, url, bad, key)).json()).toEqual(first.json());
    expect((await bookingRow(t, booking.id))?.status).toBe('CREATED');
  });
});

describe('Idempotency-Key on the signature and paper uploads', () => {
  it('stores an upload once: the replay keeps the first file', async () => {
    const { caregiver, booking } = await pastBooking(true);
    const url = `/caregiver-app/booking/upload-image-cu-confirmation/${booking.id}`;
    const key = crypto.randomUUID();
    const payload = { image_proof_base64: signature };
    const first = await send(caregiver.token, url, payload, key);
    expect(first.json()).toEqual({ status: 200, data: { booking_id: booking.id } });
    const stored = await bookingRow(t, booking.id);
    t.clock.advance(MINUTE);
    const replay = await send(caregiver.token, url, payload, key);
    expect(replay.json()).toEqual(first.json());
    const after = await bookingRow(t, booking.id);
    expect(after?.cuConfirmationProof).toBe(stored?.cuConfirmationProof);
    expect(after?.updatedAt).toEqual(stored?.updatedAt);
    // A different signature under the same key is refused.
    const other = await send(
      caregiver.token,
      url,
      { image_proof_base64: 'data:image/png;base64,AA' },
      key,
    );
    expect(other.json()).toEqual({ status: 409, errorCode: 'IDEMPOTENCY_KEY_REUSED' });
  });
});

describe('idempotency key cleanup', () => {
  it('deletes keys past their expiry, after which the key is free again', async () => {
    const { caregiver, body, url } = await pastBooking();
    const key = crypto.randomUUID();
    await send(caregiver.token, url, body, key);
    const rows = () => t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(await rows()).toHaveLength(1);
    const [row] = await rows();
    expect(row?.expiresAt.getTime()).toBe(row!.lockedAt.getTime() + IDEMPOTENCY_KEY_TTL_MS);
    expect(await deleteExpiredIdempotencyKeys(t.db, t.clock.now())).toBe(0);
    expect(await rows()).toHaveLength(1);
    const later = new Date(t.clock.now().getTime() + IDEMPOTENCY_KEY_TTL_MS + MINUTE);
    expect(await deleteExpiredIdempotencyKeys(t.db, later)).toBeGreaterThanOrEqual(1);
    expect(await rows()).toHaveLength(0);
  });
});
