import { and, eq } from 'drizzle-orm';
import type { CaregiverActor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { serviceDocumentationFiles } from '../../db/schema/index.js';
import { fail } from '../../errors/fail.js';
import {
  isValidStorageKey,
  type FileStorage,
  type StoredFileStream,
} from '../../storage/file-storage.js';
import { claimDownloadToken, issueDownloadToken } from '../download-tokens.js';
import { findOwnPeriod, lastUploadedFile } from './own-period.js';

/**
 * spec 2 §7 POST /caregiver-app/service-documentation/{id}/request-token: a single-use,
 * 5-minute token for the period's last uploaded file. PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND when
 * nothing was uploaded yet.
 */
export async function requestServiceDocumentationToken(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  periodId: string;
}): Promise<{ tokenId: string }> {
  const { db, actor, now } = options;
  const period = await findOwnPeriod(db, actor, options.periodId);
  const file = await lastUploadedFile(db, period.id);
  if (!file) throw fail('PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND');
  // The token names the file, not the period: a newer upload does not change what it opens.
  const tokenId = await issueDownloadToken(
    db,
    { caregiverId: actor.caregiverId, kind: 'service_documentation', targetId: file.id },
    now,
  );
  return { tokenId };
}

/**
 * spec 2 §7 GET /caregiver-app/service-documentation/download/{token_id}: the file, streamed. The
 * token alone authorises; one UPDATE claims it, so it opens once and only within its minutes.
 */
export async function downloadServiceDocumentationFile(options: {
  db: Db;
  storage: FileStorage;
  now: Date;
  tokenId: string;
}): Promise<StoredFileStream & { filename: string }> {
  const { db, storage, now, tokenId } = options;
  const claimed = await claimDownloadToken(db, 'service_documentation', tokenId, now);
  const [row] = await db
    .select()
    .from(serviceDocumentationFiles)
    .where(
      and(
        eq(serviceDocumentationFiles.id, claimed.targetId),
        eq(serviceDocumentationFiles.caregiverId, claimed.caregiverId),
      ),
    );
  const file =
    row && isValidStorageKey(row.pathInStorage) ? await storage.getStream(row.pathInStorage) : null;
  if (!row || !file) throw fail('PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND');
  return { ...file, filename: row.filename };
}
