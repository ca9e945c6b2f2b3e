// Issue 40 (record 0085): the back office's audit trail. Rows are only ever inserted; the database
// refuses to change or remove one. Read by GET /ops/audit and /ops/audit.csv.
import { cleanText } from '@careport/domain';
import type { AuditEntry } from '@careport/domain/back-office';
import { and, desc, eq, gte, ilike, lt, lte, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, staffAccounts } from '../../db/schema/index.js';

export type AuditEntryInput = {
  action: string;
  recordType: string | null;
  recordId: string | null;
  summary: string;
};

const MAX_TEXT = 500;
const clip = (text: string | null) => (text === null ? null : text.slice(0, MAX_TEXT));

/** Appends one row for `actor` (a staff member, under their e-mail as it is now, or the client). */
export async function appendAudit(
  db: DbOrTx,
  actor: Actor,
  entry: AuditEntryInput,
  at: Date,
): Promise<void> {
  if (actor.kind === 'caregiver') throw new Error('caregivers do not use the back office');
  let who: { actorId: string; actorLabel: string; role: typeof auditLog.$inferInsert.role };
  if (actor.kind === 'staff') {
    const [staff] = await db
      .select({ email: staffAccounts.email })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, actor.staffId));
    who = { actorId: actor.staffId, actorLabel: staff?.email ?? actor.staffId, role: actor.role };
  } else {
    who = { actorId: actor.clientId, actorLabel: actor.clientId, role: null };
  }
  await db.insert(auditLog).values({
    at,
    actorKind: actor.kind,
    ...who,
    action: entry.action.slice(0, 100),
    recordType: clip(entry.recordType),
    recordId: clip(entry.recordId),
    summary: clip(entry.summary) ?? '',
  });
}

const MAX_LIMIT = 200;
const instantText = cleanText().refine((value) => !Number.isNaN(Date.parse(value)), {
  message: 'must be a date (YYYY-MM-DD) or an ISO 8601 instant',
});

export const auditQuerySchema = z.strictObject({
  /** A part of the author's e-mail or client id, or a staff id. */
  actor: cleanText().trim().min(1).max(320).optional(),
  /** An action, or its start (`booking.` for every booking action). */
  action: cleanText()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._:/-]+$/, 'letters, digits and . _ : / - only')
    .optional(),
  recordId: cleanText().trim().min(1).max(100).optional(),
  from: instantText.optional(),
  to: instantText.optional(),
  cursor: cleanText()
    .regex(/^\d{1,18}$/, 'must be a cursor from a previous answer')
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(50),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function conditions(query: Omit<AuditQuery, 'limit'>): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.actor !== undefined) {
    where.push(
      or(
        eq(auditLog.actorId, query.actor),
        ilike(auditLog.actorLabel, `%${likeEscape(query.actor)}%`),
      ),
    );
  }
  if (query.action !== undefined) {
    where.push(
      or(eq(auditLog.action, query.action), ilike(auditLog.action, `${likeEscape(query.action)}%`)),
    );
  }
  if (query.recordId !== undefined) where.push(eq(auditLog.recordId, query.recordId));
  if (query.from !== undefined) where.push(gte(auditLog.at, new Date(query.from)));
  if (query.to !== undefined) where.push(lte(auditLog.at, new Date(query.to)));
  if (query.cursor !== undefined) where.push(lt(auditLog.id, Number(query.cursor)));
  return and(...where);
}

export type { AuditEntry };

/** Newest first; `nextCursor` continues after the last entry, null at the end. */
export async function listAudit(
  db: DbOrTx,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions(query))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const entries = page.map((row) => ({
    id: String(row.id),
    at: row.at.toISOString(),
    actorKind: row.actorKind,
    actorLabel: row.actorLabel,
    role: row.role,
    action: row.action,
    recordType: row.recordType,
    recordId: row.recordId,
    summary: row.summary,
  }));
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > query.limit && last ? last.id : null };
}

/** The most rows one CSV export holds; narrow the filters for more. */
export const CSV_MAX_ROWS = 50_000;

/**
 * RFC 4180, with a leading `'` on a cell a spreadsheet would read as a formula (OWASP CSV
 * injection): a summary is free text that passed through the back office.
 */
function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const CSV_COLUMNS = [
  'id',
  'at',
  'actorKind',
  'actorLabel',
  'role',
  'action',
  'recordType',
  'recordId',
  'summary',
] as const satisfies (keyof AuditEntry)[];

/** The filtered trail as CSV, newest first, in pages so memory stays bounded per page. */
export async function auditCsv(db: DbOrTx, query: AuditQuery): Promise<string> {
  const lines = [CSV_COLUMNS.join(',')];
  let cursor = query.cursor;
  let count = 0;
  while (count < CSV_MAX_ROWS) {
    const page = await listAudit(db, {
      ...query,
      limit: MAX_LIMIT,
      ...(cursor === undefined ? {} : { cursor }),
    });
    for (const entry of page.entries) {
      lines.push(CSV_COLUMNS.map((column) => csvCell(entry[column])).join(','));
    }
    count += page.entries.length;
    if (page.nextCursor === null) break;
    cursor = page.nextCursor;
  }
  return `${lines.join('\r\n')}\r\n`;
}
