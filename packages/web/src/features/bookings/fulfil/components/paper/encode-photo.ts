import { CAMERA_PHOTO_QUALITY } from '@careport/domain';
import { createContext } from 'react';

/** Turns a chosen photo into the JPEG data URL that is uploaded. */
export type PhotoEncoder = (file: File) => Promise<string>;

/** The longest side kept: legible for a paper proof (spec 1 §5), small enough to upload. */
export const PHOTO_MAX_SIDE = 2000;

/** The size a photo is drawn at: at most PHOTO_MAX_SIDE on its longest side, never enlarged. */
export function fitPhoto(width: number, height: number, maxSide = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * spec 1 §5: camera photos are taken at quality 0.75. The photo is drawn on a canvas (which also
 * applies its EXIF orientation) and re-encoded as JPEG at that quality.
 */
export const encodePhotoAsJpeg: PhotoEncoder = async (file) => {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = fitPhoto(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('No 2D canvas context');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.toDataURL('image/jpeg', CAMERA_PHOTO_QUALITY);
  } finally {
    bitmap.close();
  }
};

/** The encoder the paper path uses; tests put a fake here (jsdom has no canvas). */
export const PhotoEncoderContext = createContext<PhotoEncoder>(encodePhotoAsJpeg);
