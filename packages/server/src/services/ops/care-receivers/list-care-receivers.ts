// Issue 40 GET /ops/care-receivers (admin): care receivers by name with their last contract's end
// and whether the retention period has passed (record 0106), the anonymised ones last; a page at a
// time by keyset on (anonymised, last name, first name, id).
import { careReceiverRetention, cleanText, retentionCutoff } from '@careport/domain';
import type { CareReceiverListItem } from '@careport/domain/back-office';
import { and, not, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { careReceivers } from '../../../db/schema/index.js';
import { decodeCursor, pageOf } from '../console/cursor.js';
import type { ListCareReceiversQuery } from '../contracts/contract-schemas.js';
import { hasOpenContractSql, isAnonymizedSql, lastContractEndSql } from './retention-facts.js';

export type { CareReceiverListItem };

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const cursorShape = z.tuple([
  z.union([z.literal(0), z.literal(1)]),
  cleanText().max(200),
  cleanText().max(200),
  z.uuid(),
]);

export async function listCareReceivers(options: {
  db: DbOrTx;
  now: Date;
  query: ListCareReceiversQuery;
}): Promise<{ careReceivers: CareReceiverListItem[]; nextCursor: string | null }> {
  const { db, now, query } = options;
  const after = decodeCursor(query.cursor, cursorShape);
  const anonymizedLast = sql<number>`(CASE WHEN ${isAnonymizedSql} THEN 1 ELSE 0 END)`;
  const lastEnd = lastContractEndSql(now);
  // careReceiverRetention's eligibility as a condition, by the cut-off the domain derives from it.
  const eligible = sql`(NOT ${isAnonymizedSql} AND NOT ${hasOpenContractSql(now)}
    AND COALESCE(${lastEnd}, ${careReceivers.createdAt}) < ${retentionCutoff(now).toISOString()}::timestamptz)`;
  const text = query.query ? `%${likeEscaped(query.query.toLowerCase())}%` : undefined;
  const rows = await db
    .select({
      id: careReceivers.id,
      firstName: careReceivers.firstName,
      lastName: careReceivers.lastName,
      postalCode: careReceivers.postalCode,
      city: careReceivers.city,
      createdAt: careReceivers.createdAt,
      // Milliseconds: a driver's text of a timestamptz is not one every Date parses.
      lastContractEndMs: sql<number | null>`(extract(epoch FROM ${lastEnd}) * 1000)::float8`,
      hasOpenContract: hasOpenContractSql(now),
      isAnonymized: isAnonymizedSql,
      anonymizedLast,
    })
    .from(careReceivers)
    .where(
      and(
        text
          ? sql`lower(${careReceivers.firstName} || ' ' || ${careReceivers.lastName}) LIKE ${text}`
          : undefined,
        query.eligible === 'true' ? eligible : undefined,
        query.eligible === 'false' ? not(eligible) : undefined,
        after
          ? sql`(${anonymizedLast}, ${careReceivers.lastName}, ${careReceivers.firstName}, ${careReceivers.id}) > (${after[0]}::int, ${after[1]}, ${after[2]}, ${after[3]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(
      sql`${anonymizedLast}, ${careReceivers.lastName}, ${careReceivers.firstName}, ${careReceivers.id}`,
    )
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => [
    row.anonymizedLast,
    row.lastName,
    row.firstName,
    row.id,
  ]);
  return {
    careReceivers: page.rows.map((row) => {
      const lastContractEnd =
        row.lastContractEndMs === null ? null : new Date(Math.round(row.lastContractEndMs));
      const retention = careReceiverRetention(
        {
          hasOpenContract: row.hasOpenContract,
          lastContractEnd,
          createdAt: row.createdAt,
          isAnonymized: row.isAnonymized,
        },
        now,
      );
      return {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        postalCode: row.postalCode,
        city: row.city,
        createdAt: row.createdAt.toISOString(),
        lastContractEnd: lastContractEnd?.toISOString() ?? null,
        hasOpenContract: row.hasOpenContract,
        isAnonymized: row.isAnonymized,
        eligible: retention.eligible,
        hold: retention.hold,
        retentionEndsAt: retention.retentionEndsAt?.toISOString() ?? null,
      };
    }),
    nextCursor: page.nextCursor,
  };
}
