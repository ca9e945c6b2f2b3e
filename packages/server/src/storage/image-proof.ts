import { fail } from '../errors/fail.js';

/** DESIGN.md Files: uploads are size-limited; a photo of a paper proof fits well within 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type DecodedImage = {
  bytes: Buffer;
  extension: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
};

const DATA_URL = /^data:([^;,]*)(;base64)?,/i;
const ACCEPTED_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg']);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the bytes are, by their magic numbers (never by the name or the declared type). */
function sniff(bytes: Buffer): Pick<DecodedImage, 'extension' | 'contentType'> | null {
  if (bytes.length > PNG_SIGNATURE.length && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return { extension: 'png', contentType: 'image/png' };
  }
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { extension: 'jpg', contentType: 'image/jpeg' };
  }
  return null;
}

/**
 * spec 1 §3, §7 image_proof_base64: a base64 data URL (`data:image/png;base64,…` or JPEG) or bare
 * base64. The base64 must decode cleanly, the bytes must be a PNG or JPEG, and at most
 * MAX_IMAGE_BYTES; otherwise IMAGE_INVALID or IMAGE_TOO_LARGE. (Signatures get the PNG prefix
 * before this, spec 1 §3; see `toPngDataUrl`.)
 */
export function decodeImageProof(text: string): DecodedImage {
  let base64 = text;
  const prefix = DATA_URL.exec(text);
  if (prefix) {
    const type = (prefix[1] ?? '').trim().toLowerCase();
    if (prefix[2] === undefined || !ACCEPTED_TYPES.has(type)) throw fail('IMAGE_INVALID');
    base64 = text.slice(prefix[0].length);
  }
  // Data URLs from some encoders wrap lines; whitespace is not part of the data.
  base64 = base64.replace(/\s+/g, '');
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64)) {
    throw fail('IMAGE_INVALID');
  }
  // Checked before decoding, so an oversized upload never costs the memory of its bytes.
  if ((base64.length / 4) * 3 - (base64.match(/=+$/)?.[0].length ?? 0) > MAX_IMAGE_BYTES) {
    throw fail('IMAGE_TOO_LARGE');
  }
  const bytes = Buffer.from(base64, 'base64');
  const kind = sniff(bytes);
  if (kind === null) throw fail('IMAGE_INVALID');
  return { bytes, ...kind };
}
