import { and, eq, gt, isNull } from 'drizzle-orm';
import type { CaregiverActor } from '../../auth/actor.js';
import { createOpaqueToken, hashOpaqueToken } from '../../auth/opaque-token.js';
import type { Db } from '../../db/client.js';
import { downloadTokens, serviceDocumentationFiles } from '../../db/schema/index.js';
import { fail } from '../../errors/fail.js';
import {
  isValidStorageKey,
  type FileStorage,
  type StoredFileStream,
} from '../../storage/file-storage.js';
import { DOWNLOAD_TOKEN_MINUTES } from '../booking-images.js';
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
  const tokenId = createOpaqueToken();
  // The token names the file, not the period: a newer upload does not change what it opens.
  await db.insert(downloadTokens).values({
    tokenHash: hashOpaqueToken(tokenId),
    caregiverId: actor.caregiverId,
    kind: 'service_documentation',
    targetId: file.id,
    expiresAt: new Date(now.getTime() + DOWNLOAD_TOKEN_MINUTES * 60_000),
  });
  return { tokenId };
}

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

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
  if (!TOKEN.test(tokenId)) throw fail('DOWNLOAD_TOKEN_INVALID');
  const [claimed] = await db
    .update(downloadTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(downloadTokens.tokenHash, hashOpaqueToken(tokenId)),
        eq(downloadTokens.kind, 'service_documentation'),
        isNull(downloadTokens.usedAt),
        gt(downloadTokens.expiresAt, now),
      ),
    )
    .returning();
  if (!claimed) throw fail('DOWNLOAD_TOKEN_INVALID');
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
