import { financialDetailsSchema } from '@careport/domain';
import { eq } from 'drizzle-orm';
import type { CaregiverActor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { caregivers } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { parseInput } from '../../errors/parse-input.js';
import { getCaller } from '../caller.js';
import { requireIndependent } from './own-caregiver.js';

/**
 * spec 2 §3 bank (iban, bic) and tax (taxNo, ustId). spec 2 §6: employees have no tax fields, so
 * `tax` is null for them (withheld here, not only hidden in the app).
 */
export type FinancialDetails = {
  caregiverId: string;
  isEditable: boolean;
  bank: { iban: string | null; bic: string | null };
  tax: { taxNo: string | null; ustId: string | null } | null;
};

type Row = Pick<typeof caregivers.$inferSelect, 'id' | 'iban' | 'bic' | 'taxNo' | 'ustId'>;

function toFinancialDetails(row: Row, isEmployee: boolean): FinancialDetails {
  return {
    caregiverId: row.id,
    isEditable: !isEmployee,
    bank: { iban: row.iban, bic: row.bic },
    tax: isEmployee ? null : { taxNo: row.taxNo, ustId: row.ustId },
  };
}

const COLUMNS = {
  id: caregivers.id,
  iban: caregivers.iban,
  bic: caregivers.bic,
  taxNo: caregivers.taxNo,
  ustId: caregivers.ustId,
};

/** spec 2 §2 /account/financial-overview/details: the caller's own bank and tax details. */
export async function getFinancialDetails(options: {
  db: Db;
  actor: CaregiverActor;
}): Promise<FinancialDetails> {
  const { db, actor } = options;
  const caller = await getCaller(db, actor);
  const [row] = await db
    .select(COLUMNS)
    .from(caregivers)
    .where(eq(caregivers.id, actor.caregiverId));
  if (!row) throw new AppError('UNAUTHORIZED', 401);
  return toFinancialDetails(row, caller.isEmployee);
}

/**
 * spec 2 §7 updateCaregiverFinancialDetails {bank{iban,bic}, tax{ustId,taxNo}}: IBAN by its
 * checksum, BIC by format, at least one of taxNo and ustId (spec 2 §5). FORBIDDEN for employees
 * (spec 2 §6: no editing of financial data), before the input is even read.
 */
export async function updateCaregiverFinancialDetails(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  input: unknown;
}): Promise<FinancialDetails> {
  const { db, actor, now } = options;
  await requireIndependent(db, actor);
  const { bank, tax } = parseInput(financialDetailsSchema, options.input);
  const [row] = await db
    .update(caregivers)
    .set({
      iban: bank.iban,
      bic: bank.bic,
      // An emptied field is stored as absent, not as ''.
      taxNo: tax.taxNo === '' ? null : tax.taxNo,
      ustId: tax.ustId === '' ? null : tax.ustId,
      updatedAt: now,
    })
    .where(eq(caregivers.id, actor.caregiverId))
    .returning(COLUMNS);
  if (!row) throw new AppError('UNAUTHORIZED', 401);
  return toFinancialDetails(row, false);
}
