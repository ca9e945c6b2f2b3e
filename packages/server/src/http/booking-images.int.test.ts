import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SERVICE_IDS } from '@careport/domain';
import { createBooking, createContract } from '../seed/factories.js';
import { MAX_IMAGE_BYTES } from '../storage/image-proof.js';
import { paperProofPng, signaturePng } from '../storage/png.js';
import { bookingAt, bookingRow, HOUR, signIn, type SignedIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
/** A real photo-like JPEG (the server decodes every upload), with EXIF a phone would add. */
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  jpeg = await sharp(paperProofPng())
    .jpeg()
    .withExif({ IFD0: { ImageDescription: '<script>alert(1)</script>', Make: 'Phone' } })
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

const png = signaturePng();
const pngDataUrl = `data:image/png;base64,${png.toString('base64')}`;

/** The decoded pixels: what must survive the server's re-encoding unchanged (for a PNG). */
const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

const UPLOADS = [
  ['paper', 'upload-image'],
  ['cu_confirmation', 'upload-image-cu-confirmation'],
  ['cu_declaration', 'upload-image-cu-decleration'],
  ['cg_confirmation', 'upload-image-cg-confirmation'],
] as const;

async function startedBooking(isEmployee = true) {
  const caregiver = await signIn(t, isEmployee);
  const contract = await createContract(t.db, { caregiverId: caregiver.id });
  const booking = await bookingAt(t, contract.id, -2 * HOUR, 60);
  return { caregiver, contract, booking };
}

async function download(caregiver: SignedIn, bookingId: string, kind: string) {
  const token = await caregiver.api.post<{ token_id: string }>(
    `/caregiver-app/booking/image/download/${bookingId}/request-token`,
    { kind },
  );
  expect(token.statusCode).toBe(200);
  const tokenId = token.body.data?.token_id ?? '';
  // No Authorization header: the single-use token is the authorisation (spec 1 §7).
  const file = await t.request({
    method: 'GET',
    url: `/caregiver-app/booking/image/download/${tokenId}`,
  });
  return { tokenId, file };
}

describe('image uploads (spec 1 §7 upload-image and the three signature uploads)', () => {
  it.each(UPLOADS)(
    'stores the %s image, which comes back through the download token',
    async (kind, path) => {
      const { caregiver, booking } = await startedBooking();
      const answer = await caregiver.api.post(`/caregiver-app/booking/${path}/${booking.id}`, {
        image_proof_base64: pngDataUrl,
      });
      expect(answer.body).toEqual({ status: 200, data: { booking_id: booking.id } });
      const { file, tokenId } = await download(caregiver, booking.id, kind);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      // Re-encoded (issue 15 §12), losslessly: the same pixels.
      expect((await pixels(file.rawPayload)).equals(await pixels(png))).toBe(true);
      expect(file.headers['content-disposition']).toBe('attachment; filename="careport-image.png"');
      expect(file.headers['content-security-policy']).toMatch(/^default-src 'none'; sandbox/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      // Single use.
      const again = await t.request({
        method: 'GET',
        url: `/caregiver-app/booking/image/download/${tokenId}`,
      });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ status: 404, errorCode: 'DOWNLOAD_TOKEN_INVALID' });
    },
  );

  it('gives a signature without a data-URL prefix the PNG prefix (spec 1 §3) and takes a JPEG proof', async () => {
    const { caregiver, booking } = await startedBooking();
    const bare = await caregiver.api.post(
      `/caregiver-app/booking/upload-image-cg-confirmation/${booking.id}`,
      { image_proof_base64: png.toString('base64') },
    );
    expect(bare.statusCode).toBe(200);
    const photo = await caregiver.api.post(`/caregiver-app/booking/upload-image/${booking.id}`, {
      image_proof_base64: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    });
    expect(photo.statusCode).toBe(200);
    const detail = await caregiver.api.get<Record<string, unknown>>(
      `/caregiver-app/booking/${booking.id}`,
    );
    expect(detail.body.data).toMatchObject({
      paper_booking_proof: true,
      cg_confirmation_proof: true,
      cu_confirmation_proof: false,
      cu_declaration_proof: false,
    });
    const { file } = await download(caregiver, booking.id, 'paper');
    expect(file.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    // The phone's metadata is not kept.
    expect(stored.exif).toBeUndefined();
    expect(file.rawPayload.includes('<script>')).toBe(false);
  });

  it('stores only the pixels of a polyglot and refuses one that is no image (issue 15 §12)', async () => {
    const { caregiver, booking } = await startedBooking();
    const html = '<html><script>alert(document.cookie)</script></html>';
    const withText = await sharp(png)
      .png()
      .withMetadata()
      .toBuffer()
      .then((bytes) => Buffer.concat([bytes, Buffer.from(html)]));
    const upload = (bytes: Buffer, path = 'upload-image') =>
      caregiver.api.post(`/caregiver-app/booking/${path}/${booking.id}`, {
        image_proof_base64: `data:image/png;base64,${bytes.toString('base64')}`,
      });

    // An image with HTML after its end: kept as an image, without the HTML.
    expect((await upload(withText)).statusCode).toBe(200);
    const { file } = await download(caregiver, booking.id, 'paper');
    expect(file.rawPayload.includes('script')).toBe(false);
    expect((await pixels(file.rawPayload)).equals(await pixels(png))).toBe(true);

    // PNG magic followed by HTML: not an image at all.
    const fake = Buffer.concat([png.subarray(0, 8), Buffer.from(html)]);
    const refused = await upload(fake, 'upload-image-cu-confirmation');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toEqual({ status: 400, errorCode: 'IMAGE_INVALID' });
    // A real image whose data is cut short.
    const cut = await upload(png.subarray(0, png.length - 40), 'upload-image-cu-decleration');
    expect(cut.body).toEqual({ status: 400, errorCode: 'IMAGE_INVALID' });
    const detail = await caregiver.api.get<Record<string, unknown>>(
      `/caregiver-app/booking/${booking.id}`,
    );
    expect(detail.body.data).toMatchObject({
      cu_confirmation_proof: false,
      cu_declaration_proof: false,
    });
  });

  it('keeps the images of a fulfilled booking and still downloads them, but takes no new ones', async () => {
    const { caregiver, booking } = await startedBooking();
    const proof = paperProofPng();
    await caregiver.api.post(`/caregiver-app/booking/upload-image/${booking.id}`, {
      image_proof_base64: `data:image/png;base64,${proof.toString('base64')}`,
    });
    const fulfilled = await caregiver.api.post(`/caregiver-app/booking/fulfill/${booking.id}`, {
      start_date: booking.startDate.toISOString(),
      end_date: booking.endDate.toISOString(),
      main_service_ids: [MAIN_SERVICE_IDS.EVERYDAY_ASSISTANCE],
    });
    expect(fulfilled.statusCode).toBe(200);
    const { file } = await download(caregiver, booking.id, 'paper');
    expect((await pixels(file.rawPayload)).equals(await pixels(proof))).toBe(true);
    const late = await caregiver.api.post(`/caregiver-app/booking/upload-image/${booking.id}`, {
      image_proof_base64: pngDataUrl,
    });
    expect(late.body).toEqual({ status: 409, errorCode: 'BOOKING_IS_FULFILLED' });
  });

  it.each([
    [
      'text',
      {
        image_proof_base64: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`,
      },
      400,
      'IMAGE_INVALID',
    ],
    ['broken base64', { image_proof_base64: 'data:image/png;base64,@@@' }, 400, 'IMAGE_INVALID'],
    [
      'a GIF',
      { image_proof_base64: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
      400,
      'IMAGE_INVALID',
    ],
    ['an empty image', { image_proof_base64: '' }, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
    ['no field', {}, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
    ['a number', { image_proof_base64: 42 }, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
    [
      'more than 5 MB',
      {
        image_proof_base64: Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]).toString('base64'),
      },
      413,
      'IMAGE_TOO_LARGE',
    ],
  ])('refuses %s and changes nothing', async (_name, body, status, errorCode) => {
    const { caregiver, booking } = await startedBooking();
    for (const [, path] of UPLOADS) {
      const answer = await caregiver.api.post(`/caregiver-app/booking/${path}/${booking.id}`, body);
      expect(answer.body).toMatchObject({ status, errorCode });
    }
    const row = await bookingRow(t, booking.id);
    expect([
      row?.paperBookingProof,
      row?.cuConfirmationProof,
      row?.cuDeclarationProof,
      row?.cgConfirmationProof,
    ]).toEqual([null, null, null, null]);
  });

  it('answers 413 for a body beyond the upload limit', async () => {
    const { caregiver, booking } = await startedBooking();
    const answer = await caregiver.api.post(`/caregiver-app/booking/upload-image/${booking.id}`, {
      image_proof_base64: 'A'.repeat(9 * 1024 * 1024),
    });
    expect(answer.statusCode).toBe(413);
    expect((await bookingRow(t, booking.id))?.paperBookingProof).toBeNull();
  });

  it('answers the booking rules: not started, invoiced, foreign, malformed', async () => {
    const { caregiver, contract } = await startedBooking(false);
    const future = await bookingAt(t, contract.id, 5 * HOUR);
    const invoiced = await bookingAt(t, contract.id, -30 * HOUR, 60, { status: 'INVOICED' });
    const foreign = await createBooking(t.db, {
      startDate: new Date(t.clock.now().getTime() - 5 * HOUR),
    });
    const upload = (id: string) =>
      caregiver.api.post(`/caregiver-app/booking/upload-image/${id}`, {
        image_proof_base64: pngDataUrl,
      });
    expect((await upload(future.id)).body).toEqual({
      status: 409,
      errorCode: 'BOOKING_NOT_STARTED',
    });
    expect((await upload(invoiced.id)).body).toEqual({
      status: 409,
      errorCode: 'BOOKING_IS_INVOICED',
    });
    expect((await upload(foreign.id)).body).toEqual({
      status: 404,
      errorCode: 'BOOKING_NOT_FOUND',
    });
    expect((await upload('1')).body).toEqual({ status: 400, errorCode: 'BOOKING_INVALID_ID' });
    expect((await bookingRow(t, foreign.id))?.paperBookingProof).toBeNull();
  });
});

describe('request-token download (spec 1 §7)', () => {
  it('answers PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND, a bad kind, foreign and malformed ids', async () => {
    const { caregiver, booking } = await startedBooking();
    const foreign = await createBooking(t.db, { paperBookingProof: 'bookings/x/y/paper-z.png' });
    const request = (id: string, body: object) =>
      caregiver.api.post(`/caregiver-app/booking/image/download/${id}/request-token`, body);
    expect((await request(booking.id, { kind: 'paper' })).body).toEqual({
      status: 404,
      errorCode: 'PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND',
    });
    expect((await request(booking.id, { kind: 'selfie' })).body).toMatchObject({
      status: 400,
      errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
    });
    expect((await request(foreign.id, { kind: 'paper' })).body).toEqual({
      status: 404,
      errorCode: 'BOOKING_NOT_FOUND',
    });
    expect((await request('zz', { kind: 'paper' })).body).toEqual({
      status: 400,
      errorCode: 'BOOKING_INVALID_ID',
    });
  });

  it('opens the paper proof for the call as spec 1 §7 writes it, without a body', async () => {
    const { caregiver, booking } = await startedBooking();
    await caregiver.api.post(`/caregiver-app/booking/upload-image/${booking.id}`, {
      image_proof_base64: pngDataUrl,
    });
    const path = `/caregiver-app/booking/image/download/${booking.id}/request-token`;
    const bodiless = await t.request({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${caregiver.token}` },
    });
    const empty = await caregiver.api.post<{ token_id: string }>(path, {});
    for (const answer of [bodiless.json<{ data?: { token_id: string } }>(), empty.body]) {
      const file = await t.request({
        method: 'GET',
        url: `/caregiver-app/booking/image/download/${answer.data?.token_id ?? ''}`,
      });
      expect(file.statusCode).toBe(200);
      expect((await pixels(file.rawPayload)).equals(await pixels(png))).toBe(true);
    }
    // Without a body, a booking with only a signature has no image to open.
    const signed = await startedBooking();
    await signed.caregiver.api.post(
      `/caregiver-app/booking/upload-image-cg-confirmation/${signed.booking.id}`,
      { image_proof_base64: pngDataUrl },
    );
    expect(
      (
        await signed.caregiver.api.post(
          `/caregiver-app/booking/image/download/${signed.booking.id}/request-token`,
        )
      ).body,
    ).toEqual({ status: 404, errorCode: 'PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND' });
    // A body that is there is still checked.
    expect((await caregiver.api.post(path, ['paper'])).body).toMatchObject({
      status: 400,
      errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
    });
  });

  it('refuses an expired, unknown or malformed token with DOWNLOAD_TOKEN_INVALID', async () => {
    const { caregiver, booking } = await startedBooking();
    await caregiver.api.post(`/caregiver-app/booking/upload-image/${booking.id}`, {
      image_proof_base64: pngDataUrl,
    });
    const token = await caregiver.api.post<{ token_id: string }>(
      `/caregiver-app/booking/image/download/${booking.id}/request-token`,
      { kind: 'paper' },
    );
    const saved = t.clock.now();
    t.clock.advance(5 * 60 * 1000 + 1000);
    try {
      for (const id of [token.body.data?.token_id ?? '', 'x'.repeat(43), '..%2F..%2Fetc', '%00']) {
        const answer = await t.request({
          method: 'GET',
          url: `/caregiver-app/booking/image/download/${id}`,
        });
        expect(answer.statusCode, id).toBe(404);
        expect(answer.json(), id).toEqual({ status: 404, errorCode: 'DOWNLOAD_TOKEN_INVALID' });
      }
    } finally {
      t.clock.set(saved);
    }
  });
});
