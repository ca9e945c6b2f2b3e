// Renders the PNG app icons (public/icon-*.png) without network or native image libraries: the
// shapes of public/icon.svg drawn per pixel with 4×4 supersampling, written with node:zlib.
// Run: node packages/web/scripts/render-icons.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const AMBER = [0xf5, 0x9e, 0x0b];
const BROWN = [0x45, 0x1a, 0x03];
const WHITE = [0xff, 0xff, 0xff];

/** The colour at (x, y) in the 512 × 512 design, or null when outside the icon. */
function colourAt(x, y, isMaskable) {
  const corner = isMaskable ? 0 : 112;
  const cx = Math.min(Math.max(x, corner), 512 - corner);
  const cy = Math.min(Math.max(y, corner), 512 - corner);
  if ((x - cx) ** 2 + (y - cy) ** 2 > corner ** 2) return null;
  // The heart: the classic implicit curve, scaled and centred under the arc.
  const hx = (x - 256) / 62;
  const hy = -(y - 252) / 62;
  if ((hx * hx + hy * hy - 1) ** 3 - hx * hx * hy ** 3 <= 0) return WHITE;
  // The "C": a ring of radius 150 and width 56, open towards the right (±45°), round caps.
  const r = Math.hypot(x - 256, y - 256);
  const angle = Math.atan2(y - 256, x - 256);
  const isOpen = Math.abs(angle) < Math.PI / 4;
  if (!isOpen && Math.abs(r - 150) <= 28) return BROWN;
  for (const capY of [149.93, 362.07]) {
    if (Math.hypot(x - 362.07, y - capY) <= 28) return BROWN;
  }
  return AMBER;
}

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function renderPng(size, isMaskable) {
  const samples = 4;
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) * 512) / size;
          const y = ((py + (sy + 0.5) / samples) * 512) / size;
          const colour = colourAt(x, y, isMaskable);
          if (colour === null) continue;
          sum[0] += colour[0];
          sum[1] += colour[1];
          sum[2] += colour[2];
          sum[3] += 255;
        }
      }
      const covered = sum[3] / 255;
      const offset = 1 + px * 4;
      for (let channel = 0; channel < 3; channel++) {
        row[offset + channel] = covered === 0 ? 0 : Math.round(sum[channel] / covered);
      }
      row[offset + 3] = Math.round(sum[3] / samples ** 2);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
for (const [name, size, isMaskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
]) {
  writeFileSync(join(publicDir, name), renderPng(size, isMaskable));
  console.log(`wrote public/${name}`);
}
