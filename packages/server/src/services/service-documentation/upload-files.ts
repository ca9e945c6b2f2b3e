import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  SERVICE_DOCUMENTATION_MAX_BYTES,
  sniffServiceFileType,
  type ServiceFileType,
} from '@careport/domain';
import { eq } from 'drizzle-orm';
import type { CaregiverActor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { serviceDocumentationFiles, serviceDocumentationPeriods } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { FileTooLargeError, type FileStorage } from '../../storage/file-storage.js';
import { findOwnPeriod } from './own-period.js';

/** At most this many files in one request (spec 2 §7 names the field `files`, so several). */
export const SERVICE_DOCUMENTATION_MAX_FILES = 5;

const EXTENSION = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

/** One file part of the multipart body, as the route hands it over. */
export type UploadPart = {
  fieldname: string;
  filename: string;
  file: AsyncIterable<Uint8Array>;
};

const uploadFailed = (status: number) =>
  new AppError('SERVICE_DOCUMENTATION_UPLOAD_FAILED', status);

/** The first `count` bytes of `stream` and an iterable of all its bytes, head included. */
async function peek(
  stream: AsyncIterable<Uint8Array>,
  count: number,
): Promise<{ head: Uint8Array; all: AsyncIterable<Uint8Array> }> {
  const iterator = stream[Symbol.asyncIterator]();
  const seen: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < count) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    seen.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(seen);
  async function* all() {
    yield* seen;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  }
  return { head, all: all() };
}

/**
 * A PDF's bytes, whole: a parser needs them all (issue 42 #2), so a PDF is held in memory (at
 * most `maxBytes`, one file at a time) and checked before storage sees a byte of it. An image
 * stays streamed.
 */
async function checkedPdf(
  stream: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<AsyncIterable<Uint8Array>> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += chunk.length;
    if (length > maxBytes) throw new FileTooLargeError(maxBytes);
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  // Imported here, not at start: pdf-lib's modules are read only when a PDF is checked (issue 43).
  const { checkServicePdf } = await import('./check-pdf.js');
  await checkServicePdf(bytes);
  return Readable.from([bytes]);
}

/** Reads and drops what is left of a part, so the request body is consumed. */
async function drain(stream: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const chunk of stream) void chunk;
}

/** A display name from the client's file name: letters, digits and a few marks, at most 100. */
function displayName(filename: string, type: ServiceFileType): string {
  const base = filename
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .trim()
    .slice(0, 90);
  return `${base === '' ? 'leistungsnachweis' : base}.${EXTENSION[type]}`;
}

/**
 * spec 2 §7 POST /caregiver-app/service-documentation/{id}/files: the month's proof of service
 * (PDF, JPEG or PNG, told by content, never by name or the client's content type), streamed to
 * storage (issue 12: never whole in memory). Any bad file fails the whole request and keeps
 * nothing of it: no file in storage, no row.
 */
export async function uploadServiceDocumentationFiles(options: {
  db: Db;
  storage: FileStorage;
  actor: CaregiverActor;
  now: Date;
  periodId: string;
  parts: AsyncIterable<UploadPart>;
  maxBytes?: number;
}): Promise<{ fileIds: string[] }> {
  const { db, storage, actor, now } = options;
  const maxBytes = options.maxBytes ?? SERVICE_DOCUMENTATION_MAX_BYTES;
  const period = await findOwnPeriod(db, actor, options.periodId);
  const stored: { key: string; row: typeof serviceDocumentationFiles.$inferInsert }[] = [];
  try {
    for await (const part of options.parts) {
      if (part.fieldname !== 'files' || stored.length >= SERVICE_DOCUMENTATION_MAX_FILES) {
        await drain(part.file);
        throw uploadFailed(400);
      }
      const { head, all } = await peek(part.file, 8);
      const type = sniffServiceFileType(head);
      if (type === null) {
        await drain(all);
        throw uploadFailed(415);
      }
      const id = randomUUID();
      // Built from the caller's and the period's ids (uuids from the database), never from input.
      const key = `service-documentation/${actor.caregiverId}/${period.id}/${id}.${EXTENSION[type]}`;
      let sizeInBytes: number;
      try {
        const bytes = type === 'application/pdf' ? await checkedPdf(all, maxBytes) : all;
        ({ sizeInBytes } = await storage.putStream(key, bytes, type, maxBytes));
      } catch (error) {
        if (error instanceof FileTooLargeError) {
          await drain(part.file);
          throw uploadFailed(413);
        }
        throw error;
      }
      stored.push({
        key,
        row: {
          id,
          periodId: period.id,
          caregiverId: actor.caregiverId,
          filename: displayName(part.filename, type),
          mimeType: type,
          pathInStorage: key,
          sizeInBytes,
          uploadedAt: now,
        },
      });
    }
    if (stored.length === 0) throw uploadFailed(400);
    await db.transaction(async (tx) => {
      await tx.insert(serviceDocumentationFiles).values(stored.map(({ row }) => row));
      // A file after the check lifts the overdue mark: the period is documented now.
      await tx
        .update(serviceDocumentationPeriods)
        .set({ overdueAt: null })
        .where(eq(serviceDocumentationPeriods.id, period.id));
    });
  } catch (error) {
    await Promise.all(stored.map(({ key }) => storage.delete(key)));
    throw error;
  }
  return { fileIds: stored.map(({ row }) => row.id as string) };
}
