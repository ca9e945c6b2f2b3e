import { describe, expect, it } from 'vitest';
import { profileImageRequestSchema, profileImageUploadSchema } from './profile-image.js';
import { profileImagePath, profileImageWidthFor } from './profile-image-path.js';

const HASH = 'a'.repeat(64);

describe('profile image URL (spec 2 §3: built from the hash with a width)', () => {
  it('builds the path from the hash and the width', () => {
    expect(profileImagePath(HASH, 96)).toBe(`/caregiver-app/profile-image/${HASH}?width=96`);
  });

  it.each([
    [40, 1, 48],
    [40, 2, 96],
    [96, 2, 192],
    [160, 3, 384],
    [48, Number.NaN, 48],
  ])('picks the smallest width covering %d css px at ratio %d: %d', (css, ratio, width) => {
    expect(profileImageWidthFor(css, ratio)).toBe(width);
  });
});

describe('profileImageRequestSchema', () => {
  it('accepts an offered width and a SHA-256 hash', () => {
    expect(profileImageRequestSchema.parse({ hash: HASH, width: '192' })).toEqual({
      hash: HASH,
      width: 192,
    });
  });

  it.each([
    ['a width outside the set', { hash: HASH, width: '100' }],
    ['a width that is no number', { hash: HASH, width: '9e2' }],
    ['a missing width', { hash: HASH }],
    ['a negative width', { hash: HASH, width: '-48' }],
    ['an upper-case hash', { hash: 'A'.repeat(64), width: '48' }],
    ['a path in the hash', { hash: '../' + 'a'.repeat(61), width: '48' }],
    ['a short hash', { hash: 'a'.repeat(63), width: '48' }],
  ])('refuses %s', (_name, input) => {
    expect(profileImageRequestSchema.safeParse(input).success).toBe(false);
  });
});

describe('profileImageUploadSchema', () => {
  it('refuses an empty image and control characters', () => {
    expect(profileImageUploadSchema.safeParse({ image_base64: '  ' }).success).toBe(false);
    expect(profileImageUploadSchema.safeParse({ image_base64: 'aa\u0000' }).success).toBe(false);
    expect(profileImageUploadSchema.safeParse({ image_base64: 'aGk=' }).success).toBe(true);
  });
});
