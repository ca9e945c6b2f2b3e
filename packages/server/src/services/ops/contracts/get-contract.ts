// Issue 40 GET /ops/contracts/:contractId: one contract as the list shows it, with its service
// documentation periods (newest first, each with its state by the domain's rule) and their files.
import { serviceDocumentationState } from '@careport/domain';
import type {
  ContractDetail,
  DocumentationFile,
  DocumentationPeriod,
} from '@careport/domain/back-office';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import {
  careReceivers,
  caregivers,
  contracts,
  serviceDocumentationPeriods,
  serviceDocumentations,
} from '../../../db/schema/index.js';
import { isUuidText } from '../../ids.js';
import { listPeriodFiles } from '../../service-documentation/period-files.js';
import { OpsError } from '../ops-error.js';
import {
  contractRowColumns,
  firstBookingsOf,
  overduePeriodCounts,
  toContractListItem,
} from './contract-rows.js';

export type { ContractDetail, DocumentationFile, DocumentationPeriod };

export function contractId(value: string): string {
  if (!isUuidText(value)) {
    throw new OpsError('CONTRACT_INVALID_ID', `${value} is not a contract id.`);
  }
  return value;
}

export async function getContract(options: {
  db: DbOrTx;
  now: Date;
  contractId: string;
}): Promise<ContractDetail> {
  const { db, now } = options;
  const id = contractId(options.contractId);
  const overdue = overduePeriodCounts(db, now);
  const [row] = await db
    .select({
      ...contractRowColumns(overdue),
      cancelationInitiatedAt: contracts.cancelationInitiatedAt,
    })
    .from(contracts)
    .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
    .innerJoin(caregivers, eq(caregivers.id, contracts.caregiverId))
    // PostgreSQL carries `contracts.id = id` into the derived table: one contract's periods.
    .leftJoin(overdue, eq(overdue.contractId, contracts.id))
    .where(eq(contracts.id, id));
  if (!row) throw new OpsError('CONTRACT_NOT_FOUND', `No contract has the id ${id}.`);
  const firstBooking = (await firstBookingsOf(db, [id])).get(id) ?? null;
  const periods = await db
    .select({
      id: serviceDocumentationPeriods.id,
      year: serviceDocumentationPeriods.year,
      month: serviceDocumentationPeriods.month,
      overdueAt: serviceDocumentationPeriods.overdueAt,
    })
    .from(serviceDocumentationPeriods)
    .innerJoin(
      serviceDocumentations,
      eq(serviceDocumentations.id, serviceDocumentationPeriods.serviceDocumentationId),
    )
    .where(eq(serviceDocumentations.contractId, id))
    .orderBy(desc(serviceDocumentationPeriods.year), desc(serviceDocumentationPeriods.month));
  const files = await listPeriodFiles(
    db,
    periods.map((period) => period.id),
  );
  const filesOf = new Map<string, DocumentationFile[]>();
  // The storage path stays on the server.
  for (const { periodId, uploadedAt, pathInStorage: _path, ...file } of files) {
    const list = filesOf.get(periodId) ?? [];
    list.push({ ...file, uploadedAt: uploadedAt.toISOString() });
    filesOf.set(periodId, list);
  }
  return {
    ...toContractListItem(row, firstBooking),
    cancelationInitiatedAt: row.cancelationInitiatedAt?.toISOString() ?? null,
    periods: periods.map((period) => {
      const periodFiles = filesOf.get(period.id) ?? [];
      return {
        id: period.id,
        year: period.year,
        month: period.month,
        state: serviceDocumentationState({ ...period, hasUpload: periodFiles.length > 0 }, now),
        overdueAt: period.overdueAt?.toISOString() ?? null,
        files: periodFiles,
      };
    }),
  };
}
