import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeOfKey, isValidStorageKey } from './file-storage.js';
import { createLocalFileStorage } from './local-file-storage.js';

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
