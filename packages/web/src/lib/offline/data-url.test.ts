import { describe, expect, it } from 'vitest';
import { blobToDataUrl, dataUrlToBlob } from './data-url';

describe('data URLs and Blobs (issue 14: images kept as Blobs in the outbox)', () => {
  it('turns a signature or photo into a Blob and back, byte for byte', async () => {
    const dataUrl =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const blob = dataUrlToBlob(dataUrl);
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(70);
    expect(await blobToDataUrl(blob)).toBe(dataUrl);
  });

  it('refuses what is no base64 data URL', () => {
    expect(() => dataUrlToBlob('iVBORw0KGgo=')).toThrow();
    expect(() => dataUrlToBlob('data:image/png,plain')).toThrow();
  });
});
