import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { contentTypeOfKey, type FileStorage } from './file-storage.js';

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
    async get(key) {
      try {
        return { bytes: await readFile(pathOf(key)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
