import { serviceDocumentationState, type ServiceDocumentationState } from '@careport/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { CaregiverActor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import {
  contracts,
  serviceDocumentationPeriods,
  serviceDocumentations,
} from '../../db/schema/index.js';
import { fail } from '../../errors/fail.js';
import { isUuid } from '../ids.js';
import { findOwnPeriod, lastUploadedFile, type UploadedFile } from './own-period.js';
import { listPeriodFiles } from './period-files.js';

/** spec 2 §3 Service documentation period, with its upload state (spec 2 §4) at `now`. */
export type PeriodView = {
  id: string;
  serviceDocumentationId: string;
  contractId: string;
  year: number;
  month: number;
  state: ServiceDocumentationState;
  overdueAt: Date | null;
  lastUploadedFile: UploadedFile | null;
};

export type ServiceDocumentationView = {
  id: string;
  contractId: string;
  /** spec 2 §6: mandatory for customers whose insurance pays directly. */
  isUploadMandatory: boolean;
  periods: PeriodView[];
};

function toView(
  period: Omit<PeriodView, 'state' | 'lastUploadedFile'>,
  file: UploadedFile | null,
  now: Date,
): PeriodView {
  return {
    ...period,
    state: serviceDocumentationState({ ...period, hasUpload: file !== null }, now),
    lastUploadedFile: file,
  };
}

/**
 * spec 2 §7 service documentation list (contractId): the contract's months, newest first, each
 * with its last file. null when the contract has none (its customer does not pay directly).
 */
export async function listServiceDocumentation(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  contractId: string;
}): Promise<ServiceDocumentationView | null> {
  const { db, actor, now, contractId } = options;
  if (!isUuid(contractId)) throw fail('CONTRACT_INVALID_ID');
  const [contract] = await db
    .select({ id: contracts.id, paymentMethod: contracts.paymentMethod })
    .from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.caregiverId, actor.caregiverId)));
  if (!contract) throw fail('CONTRACT_NOT_FOUND');
  const [documentation] = await db
    .select({ id: serviceDocumentations.id })
    .from(serviceDocumentations)
    .where(eq(serviceDocumentations.contractId, contract.id));
  if (!documentation) return null;
  const periods = await db
    .select({
      id: serviceDocumentationPeriods.id,
      serviceDocumentationId: serviceDocumentationPeriods.serviceDocumentationId,
      year: serviceDocumentationPeriods.year,
      month: serviceDocumentationPeriods.month,
      overdueAt: serviceDocumentationPeriods.overdueAt,
    })
    .from(serviceDocumentationPeriods)
    .where(
      and(
        eq(serviceDocumentationPeriods.serviceDocumentationId, documentation.id),
        eq(serviceDocumentationPeriods.caregiverId, actor.caregiverId),
      ),
    )
    .orderBy(desc(serviceDocumentationPeriods.year), desc(serviceDocumentationPeriods.month));
  const files = await listPeriodFiles(
    db,
    periods.map((period) => period.id),
  );
  const lastFile = new Map<string, UploadedFile>();
  for (const { periodId, ...file } of files)
    if (!lastFile.has(periodId)) lastFile.set(periodId, file);
  return {
    id: documentation.id,
    contractId: contract.id,
    isUploadMandatory: contract.paymentMethod === 'direct_reimbursement',
    periods: periods.map((period) =>
      toView({ ...period, contractId: contract.id }, lastFile.get(period.id) ?? null, now),
    ),
  };
}

/** spec 2 §7 service documentation node: one period of the caller's; null for any other id. */
export async function getServiceDocumentationPeriod(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  periodId: string;
}): Promise<PeriodView | null> {
  const { db, actor, now } = options;
  if (!isUuid(options.periodId)) return null;
  try {
    const period = await findOwnPeriod(db, actor, options.periodId);
    return toView(period, await lastUploadedFile(db, period.id), now);
  } catch {
    return null;
  }
}
