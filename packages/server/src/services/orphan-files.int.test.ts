// Issue 15 §13: concurrent uploads of one image leave exactly one file, the referenced one; files
// that nothing references are swept once older than the grace age, and nothing else is.
import { randomBytes } from 'node:crypto';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingProofs } from '../db/schema/index.js';
import { createContract } from '../seed/factories.js';
import { createLocalFileStorage } from '../storage/local-file-storage.js';
import { signaturePng } from '../storage/png.js';
import { bookingAt, bookingRow, HOUR, signIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './sweep-orphan-files.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The same folder the app stores in. */
const storage = () => createLocalFileStorage(t.config.storageDir);

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage().list(prefix)) keys.push(file.key);
  return keys.sort();
}

async function startedBooking() {
  const caregiver = await signIn(t, true);
  const contract = await createContract(t.db, { caregiverId: caregiver.id });
  const booking = await bookingAt(t, contract.id, -2 * HOUR, 60);
  return { caregiver, booking };
}

describe('upload files (issue 15 §13)', () => {
  it('keeps exactly the referenced file after 10 concurrent uploads of one signature', async () => {
    const { caregiver, booking } = await startedBooking();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        caregiver.api.post(`/caregiver-app/booking/upload-image-cg-confirmation/${booking.id}`, {
          image_proof_base64: signaturePng(index + 1).toString('base64'),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const row = await bookingRow(t, booking.id);
    const files = await keysUnder(`bookings/${caregiver.id}/${booking.id}/`);
    expect(files).toEqual([row?.cgConfirmationProof]);
  });

  it('sweeps unreferenced files older than the grace age, and keeps referenced and recent ones', async () => {
    const { caregiver, booking } = await startedBooking();
    await caregiver.api.post(`/caregiver-app/booking/upload-image/${booking.id}`, {
      image_proof_base64: `data:image/png;base64,${signaturePng().toString('base64')}`,
    });
    const referenced = (await bookingRow(t, booking.id))?.paperBookingProof ?? '';
    const folder = `bookings/${caregiver.id}/${booking.id}`;
    const oldOrphan = `${folder}/paper-lost-race.png`;
    const newOrphan = `${folder}/paper-in-progress.png`;
    const noBooking = `bookings/${caregiver.id}/00000000-0000-4000-8000-000000000000/paper-x.png`;
    for (const key of [oldOrphan, newOrphan, noBooking]) {
      await storage().put(key, signaturePng(), 'image/png');
    }
    const longAgo = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
    for (const key of [oldOrphan, noBooking, referenced]) {
      const file = path.join(t.config.storageDir, ...key.split('/'));
      await utimes(file, longAgo, longAgo);
    }

    const { deleted } = await sweepOrphanFiles({ db: t.db, storage: storage(), now: new Date() });
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(await keysUnder(`${folder}/`)).toEqual([newOrphan, referenced].sort());
    expect(
      await keysUnder(`bookings/${caregiver.id}/00000000-0000-4000-8000-000000000000/`),
    ).toEqual([]);
    // The referenced image still downloads.
    const token = await caregiver.api.post<{ token_id: string }>(
      `/caregiver-app/booking/image/download/${booking.id}/request-token`,
      { kind: 'paper' },
    );
    const file = await t.request({
      method: 'GET',
      url: `/caregiver-app/booking/image/download/${token.body.data?.token_id ?? ''}`,
    });
    expect(file.statusCode).toBe(200);
  });

  it('sweeps orphaned proofs of service and service-documentation files too, never a referenced proof', async () => {
    const { caregiver, booking } = await startedBooking();
    const proof = `proofs/${caregiver.id}/${booking.id}-kept.pdf`;
    const lostProof = `proofs/${caregiver.id}/${booking.id}-lost.pdf`;
    const lostUpload = `service-documentation/${caregiver.id}/00000000-0000-4000-8000-000000000000/x.pdf`;
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    for (const key of [proof, lostProof, lostUpload])
      await storage().put(key, pdf, 'application/pdf');
    await t.db.insert(bookingProofs).values({
      bookingId: booking.id,
      caregiverId: caregiver.id,
      storageKey: proof,
      // Unique per run: the PostgreSQL test database outlives a run.
      sha256: randomBytes(32).toString('hex'),
      byteSize: pdf.byteLength,
    });
    const longAgo = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
    for (const key of [proof, lostProof, lostUpload]) {
      await utimes(path.join(t.config.storageDir, ...key.split('/')), longAgo, longAgo);
    }

    await sweepOrphanFiles({ db: t.db, storage: storage(), now: new Date() });
    expect(await keysUnder(`proofs/${caregiver.id}/`)).toEqual([proof]);
    expect(await keysUnder(`service-documentation/${caregiver.id}/`)).toEqual([]);
  });
});
