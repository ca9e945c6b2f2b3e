import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileImagePath } from '@careport/domain';
import { MAX_IMAGE_BYTES } from '../storage/image-proof.js';
import { signIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
/** A 600 × 400 photo-like JPEG with EXIF a phone would add. */
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await sharp({
    create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone' } })
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

const dataUrl = (bytes: Buffer, type = 'image/jpeg') =>
  `data:${type};base64,${bytes.toString('base64')}`;

async function upload(token: string | undefined, payload: unknown) {
  const response = await t.request({
    method: 'PUT',
    url: '/caregiver-app/me/profile-image',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    payload: payload as Record<string, unknown>,
  });
  return { statusCode: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const fetchImage = (url: string) => t.request({ method: 'GET', url });

describe('profile image (issue 11, spec 2 §3: URL from the hash with a width)', () => {
  it('stores an upload under its hash, shows it in /me, and serves it resized at each offered width', async () => {
    const caregiver = await signIn(t);
    const answer = await upload(caregiver.token, { image_base64: dataUrl(photo) });
    expect(answer.statusCode).toBe(200);
    const data = answer.body.data as { profile_image_hash: string };
    expect(data.profile_image_hash).toMatch(/^[0-9a-f]{64}$/);
    const me = await caregiver.api.get<{ profile_image_hash: string }>('/caregiver-app/me');
    expect(me.body.data?.profile_image_hash).toBe(data.profile_image_hash);

    for (const width of [48, 96, 192, 384] as const) {
      // No Authorization header: an <img> cannot send one.
      const image = await fetchImage(profileImagePath(data.profile_image_hash, width));
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toContain('immutable');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * 400) / 600));
      expect(meta.exif).toBeUndefined();
    }
  });

  it('keeps each resized width on disk and answers the same bytes from there', async () => {
    const caregiver = await signIn(t);
    const picture = await sharp(photo).modulate({ brightness: 0.8 }).jpeg().toBuffer();
    const answer = await upload(caregiver.token, { image_base64: dataUrl(picture) });
    const hash = (answer.body.data as { profile_image_hash: string }).profile_image_hash;
    const cached = path.join(t.config.storageDir, 'profile-images', hash, 'w96.jpg');
    expect(existsSync(cached)).toBe(false);
    const first = await fetchImage(profileImagePath(hash, 96));
    expect(existsSync(cached)).toBe(true);
    const second = await fetchImage(profileImagePath(hash, 96));
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('never enlarges a small picture, and gives a transparent PNG a white ground', async () => {
    const caregiver = await signIn(t);
    const small = await sharp({
      create: { width: 60, height: 60, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const answer = await upload(caregiver.token, { image_base64: dataUrl(small, 'image/png') });
    expect(answer.statusCode).toBe(200);
    const hash = (answer.body.data as { profile_image_hash: string }).profile_image_hash;
    const image = await fetchImage(profileImagePath(hash, 384));
    const { data, info } = await sharp(image.rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(60);
    expect(data[0]).toBeGreaterThan(240);
  });

  it('replaces the previous picture and deletes its files', async () => {
    const caregiver = await signIn(t);
    const first = await upload(caregiver.token, { image_base64: dataUrl(photo) });
    const firstHash = (first.body.data as { profile_image_hash: string }).profile_image_hash;
    const other = await sharp(photo).negate().jpeg().toBuffer();
    // Another caregiver with the first picture keeps it.
    const sharing = await signIn(t);
    await upload(sharing.token, { image_base64: dataUrl(photo) });
    const second = await upload(caregiver.token, { image_base64: dataUrl(other) });
    const secondHash = (second.body.data as { profile_image_hash: string }).profile_image_hash;
    expect(secondHash).not.toBe(firstHash);
    expect((await fetchImage(profileImagePath(firstHash, 48))).statusCode).toBe(200);

    const alone = await signIn(t);
    const lonely = await sharp(photo).blur(3).jpeg().toBuffer();
    const lonelyHash = (
      (await upload(alone.token, { image_base64: dataUrl(lonely) })).body.data as {
        profile_image_hash: string;
      }
    ).profile_image_hash;
    expect((await fetchImage(profileImagePath(lonelyHash, 48))).statusCode).toBe(200);
    await upload(alone.token, { image_base64: dataUrl(other) });
    const gone = await fetchImage(profileImagePath(lonelyHash, 48));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ status: 404, errorCode: 'NOT_FOUND' });
  });

  it.each([
    [
      'a width outside the offered set',
      (hash: string) => `/caregiver-app/profile-image/${hash}?width=100`,
    ],
    ['no width', (hash: string) => `/caregiver-app/profile-image/${hash}`],
    [
      'a width that is no number',
      (hash: string) => `/caregiver-app/profile-image/${hash}?width=abc`,
    ],
    ['a huge width', (hash: string) => `/caregiver-app/profile-image/${hash}?width=99999999`],
    ['a hash that is no SHA-256', () => '/caregiver-app/profile-image/abc?width=96'],
    ['a path in the hash', () => '/caregiver-app/profile-image/..%2F..%2Fetc?width=96'],
  ])('answers 400 CANNOT_DESERIALIZE_REQUEST_DATA for %s', async (_name, url) => {
    const response = await fetchImage(url('a'.repeat(64)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
    });
  });

  it('answers 404 NOT_FOUND for a hash no picture has', async () => {
    const response = await fetchImage(profileImagePath('b'.repeat(64), 96));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, errorCode: 'NOT_FOUND' });
  });

  it('refuses bad uploads and leaves the profile as it was', async () => {
    const caregiver = await signIn(t);
    const good = await upload(caregiver.token, { image_base64: dataUrl(photo) });
    const hash = (good.body.data as { profile_image_hash: string }).profile_image_hash;
    const cases: [unknown, number, string][] = [
      [{}, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
      [{ image_base64: '' }, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
      [{ image_base64: 42 }, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
      [{ image_base64: 'data:text/html;base64,PGI+aGk8L2I+' }, 400, 'IMAGE_INVALID'],
      [
        { image_base64: Buffer.from('GIF89a not an image').toString('base64') },
        400,
        'IMAGE_INVALID',
      ],
      // Starts like a JPEG, but no decoder takes the rest.
      [
        { image_base64: Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3, 4, 5]).toString('base64') },
        400,
        'IMAGE_INVALID',
      ],
      [
        { image_base64: Buffer.alloc(MAX_IMAGE_BYTES + 3).toString('base64') },
        413,
        'IMAGE_TOO_LARGE',
      ],
    ];
    for (const [payload, status, code] of cases) {
      const answer = await upload(caregiver.token, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(status);
      expect(answer.body.errorCode).toBe(code);
    }
    const me = await caregiver.api.get<{ profile_image_hash: string }>('/caregiver-app/me');
    expect(me.body.data?.profile_image_hash).toBe(hash);
  });

  it('answers 401 to an upload without a token', async () => {
    const answer = await upload(undefined, { image_base64: dataUrl(photo) });
    expect(answer.statusCode).toBe(401);
  });
});
