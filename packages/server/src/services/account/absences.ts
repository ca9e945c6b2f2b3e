import { absenceSchema, type AbsenceReason } from '@careport/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { CaregiverActor } from '../../auth/actor.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { absences } from '../../db/schema/index.js';
import { fail } from '../../errors/fail.js';
import { parseInput } from '../../errors/parse-input.js';
import { isUuid } from '../ids.js';
import { requireIndependent } from './own-caregiver.js';

/** spec 2 §3 Absence: id, from, to (yyyy-MM-dd), reason. */
export type AbsenceView = { id: string; from: string; to: string; reason: AbsenceReason };

type Options = { db: Db; actor: CaregiverActor };

const toView = (row: typeof absences.$inferSelect): AbsenceView => ({
  id: row.id,
  from: row.from,
  to: row.to,
  // The column's CHECK holds it to ABSENCE_REASONS.
  reason: row.reason as AbsenceReason,
});

/** The caller's absences by start date. */
export async function listAbsences(options: Options): Promise<AbsenceView[]> {
  const { db, actor } = options;
  await requireIndependent(db, actor);
  const rows = await db
    .select()
    .from(absences)
    .where(eq(absences.caregiverId, actor.caregiverId))
    .orderBy(asc(absences.from), asc(absences.to));
  return rows.map(toView);
}

/** One of the caller's absences; anything else (another caregiver's, malformed) is NOT_FOUND. */
async function findOwnAbsence(db: DbOrTx, actor: CaregiverActor, id: unknown) {
  if (!isUuid(id)) throw fail('NOT_FOUND');
  const [row] = await db
    .select()
    .from(absences)
    .where(and(eq(absences.id, id), eq(absences.caregiverId, actor.caregiverId)));
  if (!row) throw fail('NOT_FOUND');
  return row;
}

/** spec 2 §7 edit absence (id). */
export async function getAbsence(options: Options & { id: string }): Promise<AbsenceView> {
  await requireIndependent(options.db, options.actor);
  return toView(await findOwnAbsence(options.db, options.actor, options.id));
}

/** spec 2 §7 create absence {from, to, reason}; the end cannot be before the start (§5). */
export async function createAbsence(options: Options & { input: unknown }): Promise<AbsenceView> {
  const { db, actor } = options;
  await requireIndependent(db, actor);
  const input = parseInput(absenceSchema, options.input);
  const [row] = await db
    .insert(absences)
    .values({ ...input, caregiverId: actor.caregiverId })
    .returning();
  if (!row) throw new Error('inserting an absence returned no row');
  return toView(row);
}

/** spec 2 §7 update absence: answers id, from, to, reason. */
export async function updateAbsence(
  options: Options & { id: unknown; input: unknown },
): Promise<AbsenceView> {
  const { db, actor } = options;
  await requireIndependent(db, actor);
  const existing = await findOwnAbsence(db, actor, options.id);
  const input = parseInput(absenceSchema, options.input);
  const [row] = await db
    .update(absences)
    .set(input)
    .where(and(eq(absences.id, existing.id), eq(absences.caregiverId, actor.caregiverId)))
    .returning();
  if (!row) throw fail('NOT_FOUND');
  return toView(row);
}

/** spec 2 §7 delete absence by id: answers deletedId. */
export async function deleteAbsence(
  options: Options & { id: unknown },
): Promise<{ deletedId: string }> {
  const { db, actor } = options;
  await requireIndependent(db, actor);
  const existing = await findOwnAbsence(db, actor, options.id);
  await db
    .delete(absences)
    .where(and(eq(absences.id, existing.id), eq(absences.caregiverId, actor.caregiverId)));
  return { deletedId: existing.id };
}
