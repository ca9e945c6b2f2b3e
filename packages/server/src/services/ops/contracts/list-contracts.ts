// Issue 40 GET /ops/contracts: the console's contract list, overdue service documentation first
// (record 0105), then newest first; a page at a time by keyset on (overdue, start, id).
import { cleanText } from '@careport/domain';
import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { careReceivers, caregivers, contracts } from '../../../db/schema/index.js';
import { decodeCursor, pageOf } from '../console/cursor.js';
import type { ContractStatus } from '../console/get-caregiver-detail.js';
import type { ListContractsQuery } from './contract-schemas.js';
import {
  contractRowColumns,
  firstBookingsOf,
  overduePeriodCounts,
  toContractListItem,
  type ContractListItem,
} from './contract-rows.js';

/** contractStatusOf (get-caregiver-detail.ts) as a filter. */
const STATUS_FILTER: Record<ContractStatus, SQL | undefined> = {
  ended: or(eq(contracts.isActive, false), isNotNull(contracts.endedAt)),
  ending: and(
    eq(contracts.isActive, true),
    isNull(contracts.endedAt),
    isNotNull(contracts.cancelationScheduledFor),
  ),
  active: and(
    eq(contracts.isActive, true),
    isNull(contracts.endedAt),
    isNull(contracts.cancelationScheduledFor),
  ),
};

/** `%`, `_` and `\` match themselves in the search text. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const cursorShape = z.tuple([z.union([z.literal(0), z.literal(1)]), cleanText().max(40), z.uuid()]);

export async function listContracts(options: {
  db: DbOrTx;
  now: Date;
  query: ListContractsQuery;
}): Promise<{ contracts: ContractListItem[]; nextCursor: string | null }> {
  const { db, now, query } = options;
  const after = decodeCursor(query.cursor, cursorShape);
  const overdue = overduePeriodCounts(db, now);
  // A contract without an overdue period has no row in `overdue`: NULL is not > 0.
  const overdueFirst = sql<number>`(CASE WHEN ${overdue.overduePeriods} > 0 THEN 1 ELSE 0 END)`;
  const text = query.query ? `%${likeEscaped(query.query.toLowerCase())}%` : undefined;
  const where = and(
    query.status ? STATUS_FILTER[query.status] : undefined,
    query.caregiverId ? eq(contracts.caregiverId, query.caregiverId) : undefined,
    text
      ? sql`lower(${careReceivers.firstName} || ' ' || ${careReceivers.lastName} || ' ' || ${caregivers.firstName} || ' ' || ${caregivers.lastName}) LIKE ${text}`
      : undefined,
    after
      ? sql`(${overdueFirst}, ${contracts.createdAt}, ${contracts.id}) < (${after[0]}::int, ${after[1]}::timestamptz, ${after[2]}::uuid)`
      : undefined,
  );
  const rows = await db
    .select({ ...contractRowColumns(overdue), overdueFirst })
    .from(contracts)
    .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
    .innerJoin(caregivers, eq(caregivers.id, contracts.caregiverId))
    .leftJoin(overdue, eq(overdue.contractId, contracts.id))
    .where(where)
    .orderBy(sql`${overdueFirst} DESC, ${contracts.createdAt} DESC, ${contracts.id} DESC`)
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => [row.overdueFirst, row.createdAtText, row.id]);
  const firstBookings = await firstBookingsOf(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    contracts: page.rows.map((row) => toContractListItem(row, firstBookings.get(row.id) ?? null)),
    nextCursor: page.nextCursor,
  };
}
