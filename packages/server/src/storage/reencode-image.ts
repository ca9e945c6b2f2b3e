// Issue 15 §12: an upload that starts like a PNG may carry HTML or script after (or inside) the
// image (a polyglot). So every uploaded image is decoded and encoded again, and only the pixels are
// stored: trailing bytes, text chunks and EXIF (a phone photo's GPS position too) are gone, and
// bytes no decoder takes are refused. sharp (libvips, prebuilt in its npm package) does both fast.
// It is imported at the first upload, not at start: loading libvips adds ~27 MB to the idle
// server's RSS (issue 43, docs/performance/memory.md).
import { fail } from '../errors/fail.js';
import type { DecodedImage } from './image-proof.js';

/** A 12-megapixel phone photo is 12 M; 40 M bounds the memory a decoded upload may take. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The image's pixels, encoded anew in its own format (a PNG stays lossless); else IMAGE_INVALID. */
export async function reencodeImage(image: DecodedImage): Promise<DecodedImage> {
  // Outside the try: sharp failing to load is the server's fault, not an invalid image.
  const { default: sharp } = await import('sharp');
  try {
    // failOn 'warning': a truncated or corrupt file is refused rather than half-decoded.
    const decoder = sharp(image.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' });
    // rotate(): the photo's EXIF orientation applied to the pixels before the EXIF is dropped.
    const encoded =
      image.extension === 'png'
        ? decoder.png({ compressionLevel: 9 })
        : decoder.rotate().jpeg({ quality: 90 });
    return { ...image, bytes: await encoded.toBuffer() };
  } catch {
    throw fail('IMAGE_INVALID');
  }
}
