// Record 0106: the facts the domain's retention rule (careReceiverRetention) needs, read for one
// care receiver (the anonymisation checks them) or as SQL for the list (the console shows them).
// The SQL mirrors contractEndFor; a test holds the list's answer and the anonymisation's together.
import {
  careReceiverRetention,
  contractEndFor,
  type CareReceiverRetention,
  type RetentionFacts,
} from '@careport/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { careReceivers, contracts } from '../../../db/schema/index.js';

/**
 * The outer row's id, always with its table: drizzle leaves a column unqualified in a one-table
 * select, where inside the subquery it would name the contract's own id.
 */
const careReceiverIdSql = sql`${sql.identifier('care_receivers')}.${sql.identifier('id')}`;

/** What the anonymisation leaves: no name (invoices/anonymize.ts). */
export const isAnonymizedSql: SQL<boolean> = sql<boolean>`(${careReceivers.firstName} = '' AND ${careReceivers.lastName} = '')`;

/** A contract of this care receiver that has not ended at `now` (contractEndFor gives null). */
export const hasOpenContractSql = (now: Date): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${contracts} c WHERE c.care_receiver_id = ${careReceiverIdSql}
    AND c.is_active AND c.ended_at IS NULL
    AND (c.cancelation_scheduled_for IS NULL OR c.cancelation_scheduled_for > ${now.toISOString()}::timestamptz))`;

/** The latest of the contracts' ends as contractEndFor counts them; null without an ended one. */
export const lastContractEndSql = (now: Date): SQL<string | null> =>
  sql<string | null>`(SELECT max(COALESCE(c.ended_at,
      CASE WHEN c.cancelation_scheduled_for <= ${now.toISOString()}::timestamptz THEN c.cancelation_scheduled_for END,
      CASE WHEN NOT c.is_active THEN c.created_at END))
    FROM ${contracts} c WHERE c.care_receiver_id = ${careReceiverIdSql})`;

/** The care receiver's facts and the rule's answer; null when there is no such care receiver. */
export async function retentionOf(
  db: DbOrTx,
  careReceiverId: string,
  now: Date,
): Promise<(RetentionFacts & CareReceiverRetention) | null> {
  const [receiver] = await db
    .select({
      createdAt: careReceivers.createdAt,
      firstName: careReceivers.firstName,
      lastName: careReceivers.lastName,
    })
    .from(careReceivers)
    .where(eq(careReceivers.id, careReceiverId));
  if (!receiver) return null;
  const rows = await db
    .select({
      isActive: contracts.isActive,
      endedAt: contracts.endedAt,
      cancelationScheduledFor: contracts.cancelationScheduledFor,
      createdAt: contracts.createdAt,
    })
    .from(contracts)
    .where(eq(contracts.careReceiverId, careReceiverId));
  const ends = rows.map((row) => contractEndFor(row, now));
  const ended = ends.filter((end): end is Date => end !== null);
  const facts: RetentionFacts = {
    hasOpenContract: ends.some((end) => end === null),
    lastContractEnd:
      ended.length === 0 ? null : new Date(Math.max(...ended.map((end) => end.getTime()))),
    createdAt: receiver.createdAt,
    isAnonymized: receiver.firstName === '' && receiver.lastName === '',
  };
  return { ...facts, ...careReceiverRetention(facts, now) };
}
