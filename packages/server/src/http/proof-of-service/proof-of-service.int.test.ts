// Issue 14: who signed, the proof of service (made, downloaded, verified, locked) and the
// back office's check of a file.
import { createHash } from 'node:crypto';
import { MAIN_SERVICE_IDS } from '@careport/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingDocumentation, bookingProofs, bookings } from '../../db/schema/index.js';
import { createCareReceiver, createContract } from '../../seed/factories.js';
import { signaturePng } from '../../storage/png.js';
import { bookingAt, bookingRow, HOUR, signIn, type SignedIn } from '../../test/booking-helpers.js';
import { opsApiFor, type OpsApi } from '../../test/ops-helpers.js';
import { readPdf } from '../../test/pdf-text.js';
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

const signature = `data:image/png;base64,${signaturePng().toString('base64')}`;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The PDF's text, read back as a reader would. */
const pdfText = async (bytes: Uint8Array) => (await readPdf(bytes)).text;

async function documentedBooking(signer: Record<string, unknown>, caregiver?: SignedIn) {
  const owner = caregiver ?? (await signIn(t, true));
  const careReceiver = await createCareReceiver(t.db, { firstName: 'Renate', lastName: 'Koch' });
  const contract = await createContract(t.db, {
    caregiverId: owner.id,
    careReceiverId: careReceiver.id,
    paymentMethod: 'direct_reimbursement',
  });
  const booking = await bookingAt(t, contract.id, -3 * HOUR, 90);
  for (const path of ['upload-image-cu-confirmation', 'upload-image-cg-confirmation']) {
    const upload = await owner.api.post(`/caregiver-app/booking/${path}/${booking.id}`, {
      image_proof_base64: signature,
    });
    expect(upload.statusCode).toBe(200);
  }
  const fulfil = await owner.api.post(`/caregiver-app/booking/fulfill/${booking.id}`, {
    start_date: booking.startDate.toISOString(),
    end_date: booking.endDate.toISOString(),
    main_service_ids: [MAIN_SERVICE_IDS.EVERYDAY_ASSISTANCE],
    payment_method: 'direct_reimbursement',
    ...signer,
  });
  expect(fulfil.statusCode).toBe(200);
  // The proof is made once the answer is out.
  await t.settle();
  return { caregiver: owner, booking };
}

async function downloadProof(caregiver: SignedIn, bookingId: string) {
  const token = await caregiver.api.post<{ token_id: string; sha256: string }>(
    `/caregiver-app/booking/proof/download/${bookingId}/request-token`,
  );
  expect(token.statusCode).toBe(200);
  const tokenId = token.body.data?.token_id ?? '';
  // No bearer: the single-use token authorises, so the PDF reader opens it as a URL.
  const file = await t.request({
    method: 'GET',
    url: `/caregiver-app/booking/proof/download/${tokenId}`,
  });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  return { bytes: file.rawPayload, sha256: token.body.data?.sha256 ?? '', tokenId };
}

const RELATIVE = {
  signer_type: 'representative',
  signer_name: 'Eva Koch',
  signer_role: 'relative',
  documented_at_device: '2026-11-20T08:15:00Z',
};

describe('issue 14 who signed', () => {
  it('stores who signed for the care receiver with the booking and prints it on the proof', async () => {
    const { caregiver, booking } = await documentedBooking(RELATIVE);
    const [stored] = await t.db
      .select()
      .from(bookingDocumentation)
      .where(eq(bookingDocumentation.bookingId, booking.id));
    expect(stored).toMatchObject({
      signerType: 'representative',
      signerName: 'Eva Koch',
      signerRole: 'relative',
      noSignatureReason: null,
      documentedAtDevice: new Date('2026-11-20T08:15:00Z'),
      documentedAt: t.clock.now(),
    });
    const { bytes } = await downloadProof(caregiver, booking.id);
    const text = await pdfText(bytes);
    expect(text).toContain('Leistungsnachweis');
    expect(text).toContain('Renate Koch');
    expect(text).toContain('Eva Koch (Angehörige/r) für die pflegebedürftige Person');
    expect(text).toContain('20.11.2026, 09:15 Uhr'); // the device's time, in Berlin
    expect(text).toContain('Abtretung an die Pflegekasse');
    expect(text).toContain('Terminbestätigung (Kundenseite)');
  });

  it('prints a name in Polish, Turkish or Czech letters as written', async () => {
    const signerName = 'Małgorzata Łuczak-Şahin Dvořák';
    const { caregiver, booking } = await documentedBooking({
      ...RELATIVE,
      signer_name: signerName,
    });
    const text = await pdfText((await downloadProof(caregiver, booking.id)).bytes);
    expect(text).toContain(`${signerName} (Angehörige/r) für die pflegebedürftige Person`);
  });

  it('prints the reason when nobody could sign', async () => {
    const { caregiver, booking } = await documentedBooking({
      signer_type: 'nobody',
      no_signature_reason: 'asleep_or_unwell',
    });
    const text = await pdfText((await downloadProof(caregiver, booking.id)).bytes);
    expect(text).toContain('Keine Unterschrift der Kundenseite möglich: Schläft oder ist unwohl');
  });

  it.each([
    ['a representative without a name', { signer_type: 'representative', signer_role: 'relative' }],
    ['an unknown role', { signer_type: 'representative', signer_name: 'Eva', signer_role: 'boss' }],
    ['nobody without a reason', { signer_type: 'nobody' }],
    ['a name of 101 characters', { ...RELATIVE, signer_name: 'x'.repeat(101) }],
    ['a device time that is no date', { documented_at_device: 'gestern' }],
  ])('refuses %s, and nothing changes', async (_name, signer) => {
    const caregiver = await signIn(t, true);
    const contract = await createContract(t.db, { caregiverId: caregiver.id });
    const booking = await bookingAt(t, contract.id, -3 * HOUR, 60);
    const answer = await caregiver.api.post(`/caregiver-app/booking/fulfill/${booking.id}`, {
      start_date: booking.startDate.toISOString(),
      end_date: booking.endDate.toISOString(),
      main_service_ids: [MAIN_SERVICE_IDS.EVERYDAY_ASSISTANCE],
      ...signer,
    });
    expect(answer.statusCode).toBe(400);
    expect((await bookingRow(t, booking.id))?.status).toBe('CREATED');
    const stored = await t.db
      .select()
      .from(bookingDocumentation)
      .where(eq(bookingDocumentation.bookingId, booking.id));
    expect(stored).toEqual([]);
  });
});

describe('issue 14 proof of service', () => {
  it('verifies by its SHA-256, and a changed byte fails', async () => {
    const { caregiver, booking } = await documentedBooking(RELATIVE);
    const { bytes, sha256: answered } = await downloadProof(caregiver, booking.id);
    expect(sha256(bytes)).toBe(answered);
    const [record] = await t.db
      .select()
      .from(bookingProofs)
      .where(eq(bookingProofs.bookingId, booking.id));
    expect(record?.sha256).toBe(answered);

    const verified = await ops.post('/ops/proofs/verify', { sha256: sha256(bytes) });
    expect(verified.statusCode).toBe(200);
    expect(verified.body.data).toMatchObject({ valid: true, booking_id: booking.id });

    const changed = Buffer.from(bytes);
    const middle = Math.floor(changed.length / 2);
    changed[middle] = (changed[middle] ?? 0) ^ 0x01;
    const refused = await ops.post('/ops/proofs/verify', { sha256: sha256(changed) });
    expect(refused.statusCode).toBe(404);
    expect(refused.body.errorCode).toBe('PROOF_NOT_FOUND');

    const malformed = await ops.post('/ops/proofs/verify', { sha256: 'not-a-hash' });
    expect(malformed.statusCode).toBe(400);
  });

  it('never changes once the booking is invoiced', async () => {
    const { caregiver, booking } = await documentedBooking(RELATIVE);
    const before = await downloadProof(caregiver, booking.id);
    await t.db.update(bookings).set({ status: 'INVOICED' }).where(eq(bookings.id, booking.id));
    // What the proof was made from changes afterwards (a correction in the database): the proof
    // stays what was issued.
    await t.db
      .update(bookingDocumentation)
      .set({ signerName: 'Jemand Anderes' })
      .where(eq(bookingDocumentation.bookingId, booking.id));
    t.clock.advance(10 * 60_000);
    const after = await downloadProof(caregiver, booking.id);
    expect(after.sha256).toBe(before.sha256);
    expect(Buffer.compare(after.bytes, before.bytes)).toBe(0);
    expect(await pdfText(after.bytes)).not.toContain('Jemand Anderes');
    const records = await t.db
      .select()
      .from(bookingProofs)
      .where(eq(bookingProofs.bookingId, booking.id));
    expect(records).toHaveLength(1);
  });

  it("refuses another caregiver's proof and an undocumented booking's, and a token works once", async () => {
    const { caregiver, booking } = await documentedBooking({});
    const other = await signIn(t, true);
    const foreign = await other.api.post(
      `/caregiver-app/booking/proof/download/${booking.id}/request-token`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.errorCode).toBe('BOOKING_NOT_FOUND');

    const contract = await createContract(t.db, { caregiverId: caregiver.id });
    const open = await bookingAt(t, contract.id, -6 * HOUR, 60);
    const undocumented = await caregiver.api.post(
      `/caregiver-app/booking/proof/download/${open.id}/request-token`,
    );
    expect(undocumented.statusCode).toBe(409);
    expect(undocumented.body.errorCode).toBe('PROOF_NOT_AVAILABLE');

    const { tokenId } = await downloadProof(caregiver, booking.id);
    const again = await t.request({
      method: 'GET',
      url: `/caregiver-app/booking/proof/download/${tokenId}`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ errorCode: 'DOWNLOAD_TOKEN_INVALID' });
    const withoutBearer = await t.request({
      method: 'POST',
      url: `/caregiver-app/booking/proof/download/${booking.id}/request-token`,
    });
    expect(withoutBearer.statusCode).toBe(401);
  });

  it('makes the proof at the first download when the aftermath of the fulfil call did not', async () => {
    const { caregiver, booking } = await documentedBooking({});
    await t.db.delete(bookingProofs).where(eq(bookingProofs.bookingId, booking.id));
    const { bytes } = await downloadProof(caregiver, booking.id);
    expect(await pdfText(bytes)).toContain('Leistungsnachweis');
  });
});
