// Issue 40 GET /ops/service-documentation/files/:fileId: a caregiver's uploaded file for the staff
// (finance reviews it, the dispatcher checks it), streamed; the route shows it inline.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { serviceDocumentationFiles } from '../../../db/schema/index.js';
import {
  isValidStorageKey,
  type FileStorage,
  type StoredFileStream,
} from '../../../storage/file-storage.js';
import { isUuidText } from '../../ids.js';
import { OpsError } from '../ops-error.js';

export async function openDocumentationFile(options: {
  db: Db;
  storage: FileStorage;
  fileId: string;
}): Promise<StoredFileStream & { filename: string }> {
  const { db, storage, fileId } = options;
  if (!isUuidText(fileId)) {
    throw new OpsError(
      'SERVICE_DOCUMENTATION_FILE_INVALID_ID',
      `${fileId} is not a service documentation file id.`,
    );
  }
  const [row] = await db
    .select({
      filename: serviceDocumentationFiles.filename,
      pathInStorage: serviceDocumentationFiles.pathInStorage,
    })
    .from(serviceDocumentationFiles)
    .where(eq(serviceDocumentationFiles.id, fileId));
  const file =
    row && isValidStorageKey(row.pathInStorage) ? await storage.getStream(row.pathInStorage) : null;
  if (!row || !file) {
    throw new OpsError(
      'SERVICE_DOCUMENTATION_FILE_NOT_FOUND',
      `There is no service documentation file ${fileId}.`,
    );
  }
  return { ...file, filename: row.filename };
}
