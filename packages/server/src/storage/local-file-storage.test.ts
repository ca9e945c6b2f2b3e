import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { describeFileStorageContract } from './file-storage.contract.js';
import { contentTypeOfKey, FileTooLargeError, isValidStorageKey } from './file-storage.js';
import { createLocalFileStorage } from './local-file-storage.js';

describeFileStorageContract('local file storage', {
  create: async () =>
    createLocalFileStorage(await mkdtemp(path.join(tmpdir(), 'careport-storage-'))),
  // A folder is listed in one go; the paging case still lists its five files.
  listPageSize: 2,
});

describe('local file storage (DESIGN.md Files)', () => {
  it('stores, answers and deletes a file under its key', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'careport-storage-'));
    const storage = createLocalFileStorage(root);
    const bytes = new Uint8Array([1, 2, 3]);
    await storage.put('bookings/a1/b2/paper-c3.png', bytes, 'image/png');
    expect(await storage.get('bookings/a1/b2/paper-c3.png')).toEqual({
      bytes: Buffer.from(bytes),
      contentType: 'image/png',
    });
    expect(await readdir(path.join(root, 'bookings', 'a1', 'b2'))).toEqual(['paper-c3.png']);
    await storage.delete('bookings/a1/b2/paper-c3.png');
    await storage.delete('bookings/a1/b2/paper-c3.png');
    expect(await storage.get('bookings/a1/b2/paper-c3.png')).toBeNull();
  });

  it('refuses a content type that does not match the key', async () => {
    const storage = createLocalFileStorage(await mkdtemp(path.join(tmpdir(), 'careport-storage-')));
    await expect(storage.put('x.png', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow();
  });

  it.each([
    '../secret.png',
    'a/../../b.png',
    '/etc/passwd.png',
    'a//b.png',
    'A/b.png',
    'a/b',
    'a/b.exe',
    'a\\b.png',
    '.png',
    'a/.hidden.png',
    '',
  ])('refuses the key %j', async (key) => {
    expect(isValidStorageKey(key)).toBe(false);
    expect(() => contentTypeOfKey(key)).toThrow();
    const storage = createLocalFileStorage(await mkdtemp(path.join(tmpdir(), 'careport-storage-')));
    await expect(storage.get(key)).rejects.toThrow();
  });
});

describe('local file storage streams (issue 12: uploads never whole in memory)', () => {
  // Readable.from: a stream of chunks as a request body would arrive.
  const chunks = (count: number, size: number) =>
    Readable.from(Array.from({ length: count }, (_, index) => new Uint8Array(size).fill(index)));

  it('stores a stream chunk by chunk and reads it back as a stream', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'careport-storage-'));
    const storage = createLocalFileStorage(root);
    const result = await storage.putStream(
      'docs/a1/file-1.pdf',
      chunks(4, 1000),
      'application/pdf',
      4000,
    );
    expect(result).toEqual({ sizeInBytes: 4000 });
    const file = await storage.getStream('docs/a1/file-1.pdf');
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.sizeInBytes).toBe(4000);
    const parts: Buffer[] = [];
    for await (const part of file!.stream) parts.push(part as Buffer);
    const bytes = Buffer.concat(parts);
    expect(bytes.length).toBe(4000);
    expect(bytes[3999]).toBe(3);
    expect(await storage.getStream('docs/a1/missing.pdf')).toBeNull();
  });

  it('refuses a stream past the limit and keeps nothing, not even a partial file', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'careport-storage-'));
    const storage = createLocalFileStorage(root);
    await expect(
      storage.putStream('docs/a1/file-2.pdf', chunks(5, 1000), 'application/pdf', 4999),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await readdir(path.join(root, 'docs', 'a1'))).toEqual([]);
    expect(await storage.get('docs/a1/file-2.pdf')).toBeNull();
  });

  it('keeps nothing when the stream fails half-way', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'careport-storage-'));
    const storage = createLocalFileStorage(root);
    const failing = () =>
      new Readable({
        read() {
          this.push(new Uint8Array(10));
          this.destroy(new Error('connection lost'));
        },
      });
    await expect(
      storage.putStream('docs/a1/file-3.png', failing(), 'image/png', 100),
    ).rejects.toThrow('connection lost');
    expect(await readdir(path.join(root, 'docs', 'a1'))).toEqual([]);
  });
});
