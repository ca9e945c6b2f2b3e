import { describe, expect, it } from 'vitest';
import { sniffServiceFileType } from './upload-file.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('service documentation files are told by their content', () => {
  it.each([
    ['a PDF', text('%PDF-1.7\n%…'), 'application/pdf'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46), 'image/jpeg'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['a text file named .pdf', text('Hello, this is not a PDF'), null],
    ['a PDF header cut short', text('%PD'), null],
    ['nothing', bytes(), null],
    ['HTML', text('<html><script>'), null],
  ])('%s → %s', (_, head, type) => {
    expect(sniffServiceFileType(head)).toBe(type);
  });
});
