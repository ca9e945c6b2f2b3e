// Issue 40 GET /ops/caregivers: the console's caregiver list, by name, with its filters, a page at a
// time (keyset on last name, first name, id: the caregivers_name_order_idx of drizzle/0018).
import { BOOKING_MAX_MINUTES, cleanText } from '@careport/domain';
import type { CaregiverListItem } from '@careport/domain/back-office';
import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { caregivers } from '../../../db/schema/index.js';
import { berlinDaysRange } from './berlin-days.js';
import { decodeCursor, pageOf } from './cursor.js';
import type { CaregiverKind, SearchCaregiversQuery } from './console-schemas.js';

export type { CaregiverListItem };

export const CAREGIVER_LIST_COLUMNS = {
  id: caregivers.id,
  firstName: caregivers.firstName,
  lastName: caregivers.lastName,
  email: caregivers.email,
  isEmployee: caregivers.isCareportEmployee,
  applicationCompleted: caregivers.applicationCompleted,
  postalCode: caregivers.postalCode,
  city: caregivers.city,
  services: caregivers.subServiceIds,
  languages: caregivers.languages,
};

/** spec 2 §6: the employee flag; an incomplete application is an applicant (spec 2 §6 login). */
export const kindOf = (row: {
  isEmployee: boolean;
  applicationCompleted: boolean;
}): CaregiverKind =>
  row.isEmployee ? 'employed' : row.applicationCompleted ? 'independent' : 'applicant';

type CaregiverListRow = Omit<CaregiverListItem, 'kind'> & {
  isEmployee: boolean;
  applicationCompleted: boolean;
};

export const toCaregiverListItem = (row: CaregiverListRow): CaregiverListItem => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  kind: kindOf(row),
  postalCode: row.postalCode,
  city: row.city,
  services: row.services,
  languages: row.languages,
});

const KIND_FILTER: Record<CaregiverKind, SQL | undefined> = {
  employed: eq(caregivers.isCareportEmployee, true),
  independent: and(
    eq(caregivers.isCareportEmployee, false),
    eq(caregivers.applicationCompleted, true),
  ),
  applicant: and(
    eq(caregivers.isCareportEmployee, false),
    eq(caregivers.applicationCompleted, false),
  ),
};

/** `%`, `_` and `\` match themselves in the search text. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Free on a day: not absent then, not booked out, and less than a full day (8.5 h, spec 1 §5)
 * already booked. Two correlated lookups on the caregiver's indexes.
 */
export function isFreeOn(day: string): SQL {
  const { start, end } = berlinDaysRange(day);
  const dayStart = start.toISOString();
  const dayEnd = end.toISOString();
  return sql`(
    ${caregivers.bookedOut} = false
    AND NOT EXISTS (SELECT 1 FROM absences a WHERE a.caregiver_id = ${caregivers.id}
      AND a.from_date <= ${day}::date AND a.to_date >= ${day}::date)
    AND COALESCE((SELECT sum(extract(epoch FROM (b.end_date - b.start_date)) / 60) FROM bookings b
      WHERE b.caregiver_id = ${caregivers.id} AND b.cancelled_at IS NULL AND b.deleted_at IS NULL
      AND b.start_date >= ${dayStart}::timestamptz AND b.start_date < ${dayEnd}::timestamptz), 0)
      < ${BOOKING_MAX_MINUTES}
  )`;
}

const cursorShape = z.tuple([cleanText(), cleanText(), z.uuid()]);

export async function searchCaregivers(options: {
  db: DbOrTx;
  query: SearchCaregiversQuery;
}): Promise<{ caregivers: CaregiverListItem[]; nextCursor: string | null }> {
  const { db, query } = options;
  const after = decodeCursor(query.cursor, cursorShape);
  const text = query.query ? `%${likeEscaped(query.query.toLowerCase())}%` : undefined;
  const where = and(
    // One lower-cased haystack, one LIKE: a third of the time of four ILIKEs on PostgreSQL
    // (docs/performance/console-reads.md).
    text
      ? sql`lower(${caregivers.firstName} || ' ' || ${caregivers.lastName} || ' ' || ${caregivers.email}) LIKE ${text}`
      : undefined,
    query.kind ? KIND_FILTER[query.kind] : undefined,
    query.postalPrefix ? ilike(caregivers.postalCode, `${query.postalPrefix}%`) : undefined,
    query.service ? sql`${query.service} = ANY(${caregivers.subServiceIds})` : undefined,
    query.language ? sql`${query.language} = ANY(${caregivers.languages})` : undefined,
    query.freeOn ? isFreeOn(query.freeOn) : undefined,
    after
      ? sql`(${caregivers.lastName}, ${caregivers.firstName}, ${caregivers.id}) > (${after[0]}, ${after[1]}, ${after[2]}::uuid)`
      : undefined,
  );
  const rows = await db
    .select(CAREGIVER_LIST_COLUMNS)
    .from(caregivers)
    .where(where)
    .orderBy(asc(caregivers.lastName), asc(caregivers.firstName), asc(caregivers.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => [row.lastName, row.firstName, row.id]);
  return { caregivers: page.rows.map(toCaregiverListItem), nextCursor: page.nextCursor };
}
