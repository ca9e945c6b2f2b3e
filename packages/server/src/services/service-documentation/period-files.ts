import { desc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { serviceDocumentationFiles } from '../../db/schema/index.js';

/** The files of the given periods, newest upload first (the caregiver's list and the console's). */
export async function listPeriodFiles(db: DbOrTx, periodIds: readonly string[]) {
  if (periodIds.length === 0) return [];
  return db
    .select({
      id: serviceDocumentationFiles.id,
      periodId: serviceDocumentationFiles.periodId,
      filename: serviceDocumentationFiles.filename,
      mimeType: serviceDocumentationFiles.mimeType,
      pathInStorage: serviceDocumentationFiles.pathInStorage,
      sizeInBytes: serviceDocumentationFiles.sizeInBytes,
      uploadedAt: serviceDocumentationFiles.uploadedAt,
    })
    .from(serviceDocumentationFiles)
    .where(inArray(serviceDocumentationFiles.periodId, [...periodIds]))
    .orderBy(desc(serviceDocumentationFiles.uploadedAt), desc(serviceDocumentationFiles.id));
}
