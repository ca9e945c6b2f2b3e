// One set of cases for every FileStorage (DESIGN.md Files), so the local folder and the S3 bucket
// promise the same: each implementation's test file calls describeFileStorageContract.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileTooLargeError, type FileStorage } from './file-storage.js';

export type FileStorageUnderTest = {
  /** A fresh, empty storage for one test. */
  create: () => Promise<FileStorage>;
  /** Keys per list page the storage was made with; the paging case lists more than two pages. */
  listPageSize: number;
};

const MIB = 1024 * 1024;

/** `totalBytes` in 64 KiB chunks made as they are read, as a request body arrives. */
function chunks(totalBytes: number, fill = 7): Readable {
  function* generate() {
    for (let sent = 0; sent < totalBytes; sent += 64 * 1024) {
      yield new Uint8Array(Math.min(64 * 1024, totalBytes - sent)).fill((fill + sent) % 251);
    }
  }
  return Readable.from(generate());
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

async function keysUnder(storage: FileStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list(prefix)) keys.push(key);
  return keys.sort();
}

/** A random folder, so a case's keys are its own even in a shared storage. */
const folder = () => `t-${randomUUID()}`;

export function describeFileStorageContract(name: string, underTest: FileStorageUnderTest): void {
  describe(`${name}: the FileStorage contract (DESIGN.md Files, issue 12)`, () => {
    it('answers what put stored, with the type of its key, and refuses a mismatched type', async () => {
      const storage = await underTest.create();
      const key = `${folder()}/b2/paper-c3.png`;
      await storage.put(key, new Uint8Array([1, 2, 3]), 'image/png');
      expect(await storage.get(key)).toEqual({
        bytes: Buffer.from([1, 2, 3]),
        contentType: 'image/png',
      });
      await storage.put(key, new Uint8Array([4]), 'image/png');
      expect((await storage.get(key))?.bytes).toEqual(Buffer.from([4]));
      await expect(storage.put(key, new Uint8Array([1]), 'image/jpeg')).rejects.toThrow();
      expect(await storage.get(`${folder()}/missing.png`)).toBeNull();
    });

    it('reads a file back as a stream with its size', async () => {
      const storage = await underTest.create();
      const key = `${folder()}/doc.pdf`;
      const bytes = await readAll(chunks(200_000));
      await storage.put(key, bytes, 'application/pdf');
      const file = await storage.getStream(key);
      expect(file?.contentType).toBe('application/pdf');
      expect(file?.sizeInBytes).toBe(200_000);
      expect((await readAll(file!.stream)).equals(bytes)).toBe(true);
      expect(await storage.getStream(`${folder()}/missing.pdf`)).toBeNull();
    });

    it('stores a stream up to maxBytes, also one larger than an upload part', async () => {
      const storage = await underTest.create();
      const small = `${folder()}/small.pdf`;
      expect(await storage.putStream(small, chunks(4000), 'application/pdf', 4000)).toEqual({
        sizeInBytes: 4000,
      });
      expect((await storage.get(small))?.bytes).toEqual(await readAll(chunks(4000)));
      // 11 MiB: three parts of an S3 multipart upload.
      const large = `${folder()}/large.pdf`;
      const size = 11 * MIB + 5;
      expect(await storage.putStream(large, chunks(size, 3), 'application/pdf', size)).toEqual({
        sizeInBytes: size,
      });
      const file = await storage.getStream(large);
      expect(file?.sizeInBytes).toBe(size);
      expect((await readAll(file!.stream)).equals(await readAll(chunks(size, 3)))).toBe(true);
    });

    it('stores an empty stream as an empty file', async () => {
      const storage = await underTest.create();
      const key = `${folder()}/empty.pdf`;
      expect(await storage.putStream(key, chunks(0), 'application/pdf', 10)).toEqual({
        sizeInBytes: 0,
      });
      expect((await storage.get(key))?.bytes).toEqual(Buffer.alloc(0));
    });

    it.each([
      ['within the first part', 5000, 4999],
      ['after a whole part was uploaded', 12 * MIB, 6 * MIB],
    ])(
      'refuses a stream past maxBytes %s and keeps nothing',
      async (_when, streamBytes, maxBytes) => {
        const storage = await underTest.create();
        const prefix = `${folder()}/`;
        const key = `${prefix}too-large.pdf`;
        const error = await storage
          .putStream(key, chunks(streamBytes), 'application/pdf', maxBytes)
          .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(FileTooLargeError);
        expect(await storage.get(key)).toBeNull();
        expect(await keysUnder(storage, prefix)).toEqual([]);
      },
    );

    it('keeps nothing when the stream fails half-way', async () => {
      const storage = await underTest.create();
      const prefix = `${folder()}/`;
      const failing = new Readable({
        read() {
          this.push(new Uint8Array(10));
          this.destroy(new Error('connection lost'));
        },
      });
      await expect(
        storage.putStream(`${prefix}broken.png`, failing, 'image/png', 100),
      ).rejects.toThrow('connection lost');
      expect(await storage.get(`${prefix}broken.png`)).toBeNull();
      expect(await keysUnder(storage, prefix)).toEqual([]);
    });

    it('deletes a file, and a missing one without complaint', async () => {
      const storage = await underTest.create();
      const key = `${folder()}/gone.jpg`;
      await storage.put(key, new Uint8Array([0xff, 0xd8]), 'image/jpeg');
      await storage.delete(key);
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
    });

    it('lists the keys under a prefix with their last change, over several pages', async () => {
      const storage = await underTest.create();
      const root = folder();
      const count = underTest.listPageSize * 2 + 1;
      const before = Date.now();
      const keys = Array.from({ length: count }, (_, index) => `${root}/a/f-${index}.png`);
      for (const key of keys) await storage.put(key, new Uint8Array([index(key)]), 'image/png');
      // Neighbours that share the prefix's text but not its folder, and a deeper file.
      await storage.put(`${root}/ab/f-0.png`, new Uint8Array([1]), 'image/png');
      await storage.put(`${root}/a/deeper/f-0.pdf`, new Uint8Array([1]), 'application/pdf');
      const after = Date.now();
      const listed: { key: string; modifiedAt: Date }[] = [];
      for await (const entry of storage.list(`${root}/a/`)) listed.push(entry);
      expect(listed.map((entry) => entry.key).sort()).toEqual(
        [...keys, `${root}/a/deeper/f-0.pdf`].sort(),
      );
      for (const { modifiedAt } of listed) {
        // S3 keeps whole seconds.
        expect(modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(modifiedAt.getTime()).toBeLessThanOrEqual(after + 1000);
      }
      expect(await keysUnder(storage, `${folder()}/`)).toEqual([]);
    });

    it.each(['../secret.png', 'a/../../b.png', '/etc/passwd.png', 'A/b.png', 'a/b.exe', ''])(
      'refuses the key %j for every operation',
      async (key) => {
        const storage = await underTest.create();
        await expect(storage.put(key, new Uint8Array([1]), 'image/png')).rejects.toThrow();
        await expect(storage.putStream(key, chunks(10), 'image/png', 100)).rejects.toThrow();
        await expect(storage.get(key)).rejects.toThrow();
        await expect(storage.getStream(key)).rejects.toThrow();
        await expect(storage.delete(key)).rejects.toThrow();
      },
    );
  });
}

function index(key: string): number {
  return Number(/f-(\d+)\./.exec(key)?.[1] ?? 0);
}
