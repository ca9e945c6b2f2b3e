import { and, desc, eq } from 'drizzle-orm';
import type { CaregiverActor } from '../../auth/actor.js';
import type { DbOrTx } from '../../db/client.js';
import {
  contracts,
  serviceDocumentationFiles,
  serviceDocumentationPeriods,
  serviceDocumentations,
} from '../../db/schema/index.js';
import { fail } from '../../errors/fail.js';
import { isUuid } from '../ids.js';

export type OwnPeriod = {
  id: string;
  serviceDocumentationId: string;
  contractId: string;
  caregiverId: string;
  year: number;
  month: number;
  overdueAt: Date | null;
};

/**
 * A period of one of the caller's contracts. Another caregiver's period answers exactly as a
 * missing one (NOT_FOUND), so ids cannot be probed.
 */
export async function findOwnPeriod(
  db: DbOrTx,
  actor: CaregiverActor,
  periodId: unknown,
): Promise<OwnPeriod> {
  if (!isUuid(periodId)) throw fail('NOT_FOUND');
  const [row] = await db
    .select({
      id: serviceDocumentationPeriods.id,
      serviceDocumentationId: serviceDocumentationPeriods.serviceDocumentationId,
      contractId: serviceDocumentations.contractId,
      caregiverId: serviceDocumentationPeriods.caregiverId,
      year: serviceDocumentationPeriods.year,
      month: serviceDocumentationPeriods.month,
      overdueAt: serviceDocumentationPeriods.overdueAt,
    })
    .from(serviceDocumentationPeriods)
    .innerJoin(
      serviceDocumentations,
      eq(serviceDocumentations.id, serviceDocumentationPeriods.serviceDocumentationId),
    )
    .innerJoin(contracts, eq(contracts.id, serviceDocumentations.contractId))
    .where(
      and(
        eq(serviceDocumentationPeriods.id, periodId),
        eq(serviceDocumentationPeriods.caregiverId, actor.caregiverId),
        eq(contracts.caregiverId, actor.caregiverId),
      ),
    );
  if (!row) throw fail('NOT_FOUND');
  return row;
}

export type UploadedFile = {
  id: string;
  filename: string;
  mimeType: string;
  pathInStorage: string;
  sizeInBytes: number;
  uploadedAt: Date;
};

/** spec 2 §3 lastUploadedFile: the newest file of a period, or null. */
export async function lastUploadedFile(db: DbOrTx, periodId: string): Promise<UploadedFile | null> {
  const [row] = await db
    .select({
      id: serviceDocumentationFiles.id,
      filename: serviceDocumentationFiles.filename,
      mimeType: serviceDocumentationFiles.mimeType,
      pathInStorage: serviceDocumentationFiles.pathInStorage,
      sizeInBytes: serviceDocumentationFiles.sizeInBytes,
      uploadedAt: serviceDocumentationFiles.uploadedAt,
    })
    .from(serviceDocumentationFiles)
    .where(eq(serviceDocumentationFiles.periodId, periodId))
    .orderBy(desc(serviceDocumentationFiles.uploadedAt), desc(serviceDocumentationFiles.id))
    .limit(1);
  return row ?? null;
}
