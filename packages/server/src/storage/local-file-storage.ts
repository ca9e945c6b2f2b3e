import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  contentTypeOfKey,
  FileTooLargeError,
  isValidStorageKey,
  type FileStorage,
} from './file-storage.js';

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}

/**
 * Files in a local folder (STORAGE_DIR, default DATA_DIR/files). A file is written aside and
 * renamed, so a reader never sees half of it. The key's extension fixes the content type, which
 * put() checks, so what get() answers is what was stored.
 */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const pathOf = (key: string) => {
    contentTypeOfKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes, contentType) {
      if (contentTypeOfKey(key) !== contentType) {
        throw new Error(`storage key ${key} does not match ${contentType}`);
      }
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, target);
    },
    async putStream(key, stream, contentType, maxBytes) {
      if (contentTypeOfKey(key) !== contentType) {
        throw new Error(`storage key ${key} does not match ${contentType}`);
      }
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.part`;
      let sizeInBytes = 0;
      // Counts as it goes and fails the pipeline at the first byte past the limit, so an
      // oversized upload is neither read to its end nor kept.
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          sizeInBytes += chunk.length;
          if (sizeInBytes > maxBytes) callback(new FileTooLargeError(maxBytes));
          else callback(null, chunk);
        },
      });
      try {
        await pipeline(stream, limit, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { sizeInBytes };
    },
    async get(key) {
      try {
        return { bytes: await readFile(pathOf(key)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async getStream(key) {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // The open handle keeps the file readable even if it is replaced meanwhile.
      const { size } = await handle.stat();
      return {
        stream: handle.createReadStream({ autoClose: true }),
        contentType: contentTypeOfKey(key),
        sizeInBytes: size,
      };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(prefix) {
      let entries;
      try {
        entries = await readdir(path.join(root, ...prefix.split('/')), {
          recursive: true,
          withFileTypes: true,
        });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/');
        // Half-written `.part` files and anything not ours are not keys.
        if (!isValidStorageKey(key)) continue;
        const stats = await stat(path.join(entry.parentPath, entry.name)).catch(() => undefined);
        if (stats) yield { key, modifiedAt: stats.mtime };
      }
    },
  };
}
