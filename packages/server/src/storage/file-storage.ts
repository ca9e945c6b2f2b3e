// DESIGN.md Files: one storage interface for every file (signatures, proofs, invoices, …): a local
// folder by default, an S3-compatible bucket when configured (create-file-storage.ts). Keys are
// built by the server from validated ids, never taken from a request, and checked again here so
// no key can leave the storage root.

import type { Readable } from 'node:stream';

/** The content types the server stores; a file's type follows its key's extension. */
export const CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
} as const;
export type FileExtension = keyof typeof CONTENT_TYPES;
export type ContentType = (typeof CONTENT_TYPES)[FileExtension];

export type StoredFile = { bytes: Buffer; contentType: ContentType };

/** A stored file to read piece by piece (large uploads are never held whole in memory). */
export type StoredFileStream = {
  stream: Readable;
  contentType: ContentType;
  sizeInBytes: number;
};

/** putStream's answer when the stream passes `maxBytes`; nothing is kept then. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

export type FileStorage = {
  put(key: string, bytes: Uint8Array, contentType: ContentType): Promise<void>;
  /**
   * Stores what `stream` yields under `key`, chunk by chunk, and answers its size. Past
   * `maxBytes` it stops reading, keeps nothing and throws FileTooLargeError; a failing stream
   * also leaves nothing. A reader never sees half a file.
   */
  putStream(
    key: string,
    stream: AsyncIterable<Uint8Array>,
    contentType: ContentType,
    maxBytes: number,
  ): Promise<{ sizeInBytes: number }>;
  /** null when there is no file under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** null when there is no file under `key`. The caller reads (or destroys) the stream. */
  getStream(key: string): Promise<StoredFileStream | null>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key under `prefix` (ending in `/`) with its last change: for the orphan sweep. */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
};

/** Lower-case segments of letters, digits, `-` and `_`, separated by `/`, ending in an extension. */
const KEY = /^(?:[a-z0-9][a-z0-9_-]{0,99}\/){0,8}[a-z0-9][a-z0-9_-]{0,99}\.(png|jpg|pdf)$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** The key's content type; throws for a key that could name a path outside the storage. */
export function contentTypeOfKey(key: string): ContentType {
  const match = KEY.exec(key);
  const extension = match?.[1] as FileExtension | undefined;
  if (extension === undefined) throw new InvalidStorageKeyError(key);
  return CONTENT_TYPES[extension];
}

export function isValidStorageKey(key: string): boolean {
  return KEY.test(key);
}
