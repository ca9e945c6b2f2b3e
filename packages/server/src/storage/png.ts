import { deflateSync } from 'node:zlib';

// A minimal PNG encoder (8-bit grayscale), for the demo's proof images and the tests' uploads:
// real files that any viewer opens, without an image library.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grayscale PNG; `shade(x, y)` answers 0 (black) to 255 (white). */
export function encodeGrayPng(
  width: number,
  height: number,
  shade: (x: number, y: number) => number,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // colour type: grayscale
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width + 1)] = 0; // filter: none
    for (let x = 0; x < width; x += 1) raw[y * (width + 1) + 1 + x] = shade(x, y);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A signature-like stroke on white, 360×120 (the app's signature area is 180 high, spec 1 §5). */
export function signaturePng(seed = 1): Buffer {
  return encodeGrayPng(360, 120, (x, y) => {
    const curve = 60 + 28 * Math.sin(x / (18 + seed)) * Math.cos(x / 53);
    return Math.abs(y - curve) < 2.2 && x > 20 && x < 340 ? 20 : 255;
  });
}

/** A sheet of lined paper with a signature at the bottom: a stand-in paper proof. */
export function paperProofPng(): Buffer {
  return encodeGrayPng(300, 400, (x, y) => {
    if (x < 12 || x > 288 || y < 12 || y > 388) return 120;
    if (y > 320)
      return Math.abs(y - (345 + 10 * Math.sin(x / 14))) < 2 && x > 40 && x < 250 ? 30 : 250;
    return y % 24 === 0 && x > 30 && x < 270 ? 170 : 250;
  });
}
