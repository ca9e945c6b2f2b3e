import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { decodeImageProof, MAX_IMAGE_BYTES } from './image-proof.js';
import { signaturePng } from './png.js';

const png = signaturePng();
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

function codeOf(text: string): string | undefined {
  try {
    decodeImageProof(text);
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
}

describe('image proofs (spec 1 §3 image_proof_base64, DESIGN.md Files)', () => {
  it('decodes PNG and JPEG data URLs and bare base64, typed by their bytes', () => {
    expect(decodeImageProof(`data:image/png;base64,${png.toString('base64')}`)).toEqual({
      bytes: png,
      extension: 'png',
      contentType: 'image/png',
    });
    expect(decodeImageProof(`data:image/jpeg;base64,${jpeg.toString('base64')}`).extension).toBe(
      'jpg',
    );
    expect(decodeImageProof(png.toString('base64')).contentType).toBe('image/png');
    // The declared type does not decide: these bytes are a PNG.
    expect(decodeImageProof(`data:image/jpeg;base64,${png.toString('base64')}`).extension).toBe(
      'png',
    );
  });

  it.each([
    ['text that is no image', `data:image/png;base64,${Buffer.from('hello').toString('base64')}`],
    ['a GIF', `data:image/gif;base64,${Buffer.from('GIF89a....').toString('base64')}`],
    ['an SVG', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['not base64', 'data:image/png;base64,%%%%'],
    ['a bad length', 'data:image/png;base64,iVBORw0KGgo'],
    ['no base64 marker', `data:image/png,${png.toString('base64')}`],
    ['empty data', 'data:image/png;base64,'],
    ['PDF bytes', Buffer.from('%PDF-1.7 ...').toString('base64')],
  ])('refuses %s with IMAGE_INVALID', (_name, text) => {
    expect(codeOf(text)).toBe('IMAGE_INVALID');
  });

  it('refuses more than 5 MB with IMAGE_TOO_LARGE, before decoding', () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 3);
    png.copy(big);
    expect(codeOf(big.toString('base64'))).toBe('IMAGE_TOO_LARGE');
    const fits = Buffer.alloc(MAX_IMAGE_BYTES);
    png.copy(fits);
    expect(codeOf(fits.toString('base64'))).toBeUndefined();
  });
});
