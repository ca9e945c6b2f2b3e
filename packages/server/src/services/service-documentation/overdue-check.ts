import {
  documentationMonthOf,
  serviceDocumentationCheckAt,
  type DocumentationMonth,
} from '@careport/domain';
import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  contracts,
  serviceDocumentationFiles,
  serviceDocumentationPeriods,
  serviceDocumentations,
} from '../../db/schema/index.js';
import type { NotificationEvent } from '../../push/deliver-notification.js';

const previousMonth = ({ year, month }: DocumentationMonth): DocumentationMonth =>
  month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };

/** The newest month whose check (spec 2 §4: the 3rd of the month after) has come by `now`. */
export function lastCheckedMonth(now: Date): DocumentationMonth {
  const last = previousMonth(documentationMonthOf(now));
  return now >= serviceDocumentationCheckAt(last) ? last : previousMonth(last);
}

/**
 * spec 2 §4, issue 12: the check on the 3rd of each month. Opens this month's period for every
 * active direct-reimbursement contract (a period per contract and month), and marks each period
 * whose check has come and that has no file as overdue. Idempotent: a second run (or a second
 * instance) finds the period there and the mark set, and changes nothing.
 */
export async function runServiceDocumentationCheck(options: {
  db: Db;
  now: Date;
}): Promise<{ opened: number; markedOverdue: OverduePeriod[] }> {
  const { db, now } = options;
  const current = documentationMonthOf(now);
  const opened = await db
    .insert(serviceDocumentationPeriods)
    .select(
      db
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          serviceDocumentationId: serviceDocumentations.id,
          caregiverId: serviceDocumentations.caregiverId,
          month: sql<number>`${current.month}::integer`.as('month'),
          year: sql<number>`${current.year}::integer`.as('year'),
          overdueAt: sql<Date | null>`NULL::timestamptz`.as('overdue_at'),
          createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(serviceDocumentations)
        .innerJoin(contracts, eq(contracts.id, serviceDocumentations.contractId))
        .where(
          and(eq(contracts.isActive, true), eq(contracts.paymentMethod, 'direct_reimbursement')),
        ),
    )
    .onConflictDoNothing()
    .returning({ id: serviceDocumentationPeriods.id });
  const checked = lastCheckedMonth(now);
  const marked = await db
    .update(serviceDocumentationPeriods)
    .set({ overdueAt: now })
    .where(
      and(
        isNull(serviceDocumentationPeriods.overdueAt),
        sql`(${serviceDocumentationPeriods.year} * 12 + ${serviceDocumentationPeriods.month}) <= ${
          checked.year * 12 + checked.month
        }`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(serviceDocumentationFiles)
            .where(eq(serviceDocumentationFiles.periodId, serviceDocumentationPeriods.id)),
        ),
      ),
    )
    .returning({
      periodId: serviceDocumentationPeriods.id,
      caregiverId: serviceDocumentationPeriods.caregiverId,
      serviceDocumentationId: serviceDocumentationPeriods.serviceDocumentationId,
      year: serviceDocumentationPeriods.year,
      month: serviceDocumentationPeriods.month,
    });
  const contractOf = new Map<string, string>();
  if (marked.length > 0) {
    const rows = await db
      .select({ id: serviceDocumentations.id, contractId: serviceDocumentations.contractId })
      .from(serviceDocumentations)
      .where(
        inArray(
          serviceDocumentations.id,
          marked.map((period) => period.serviceDocumentationId),
        ),
      );
    for (const row of rows) contractOf.set(row.id, row.contractId);
  }
  return {
    opened: opened.length,
    markedOverdue: marked.map(({ serviceDocumentationId, ...period }) => ({
      ...period,
      contractId: contractOf.get(serviceDocumentationId) ?? '',
    })),
  };
}

export type OverduePeriod = {
  periodId: string;
  caregiverId: string;
  contractId: string;
  year: number;
  month: number;
};

/**
 * The reminder for a period the check marked (spec 2 §4: overdue periods show in the caregiver's
 * reminders): a push that opens the contract, once per period (its event key).
 */
export function overdueReminder(period: OverduePeriod): NotificationEvent {
  return {
    eventKey: `service_documentation_overdue:${period.periodId}`,
    caregiverId: period.caregiverId,
    // The existing type that opens a contract; its own texts
    // (docs/decisions/0036-push-notifications-and-reminders.md).
    type: 'contract_was_created',
    id: period.contractId,
    title: 'SERVICE_DOCUMENTATION_OVERDUE_TITLE',
    body: 'SERVICE_DOCUMENTATION_OVERDUE_BODY',
    params: { month: `${String(period.month).padStart(2, '0')}/${period.year}` },
  };
}
