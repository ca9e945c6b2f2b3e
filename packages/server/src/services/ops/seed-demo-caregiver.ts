// `npm run ops -- demo-caregiver`: a copy of a demo caregiver (Anna or Jonas) with their whole
// world under a new e-mail and the demo password, for training a new member of staff on a demo
// of their own and for the e2e journeys, each of which takes its own so that none sees what
// another changed (issue 38). The demo's own accounts stay as they are.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { seedDemoCaregiver } from '../../seed/demo.js';
import { writeDemoInvoiceFiles } from '../../seed/demo-invoice-files.js';
import { writeDemoProofFiles } from '../../seed/demo-proofs.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { PERSONAS } from '../../seed/demo-personas.js';
import { OpsError, sqlState } from './ops-error.js';
import type { DemoCaregiverInput } from './ops-schemas.js';

const UNIQUE_VIOLATION = '23505';

/** Base32 without look-alikes: a copy's referral code and invoice prefix are unique by it. */
const randomCode = (length: number): string => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
};

export async function seedDemoCaregiverCopy(options: {
  db: Db;
  storage: FileStorage;
  now: Date;
  input: DemoCaregiverInput;
}): Promise<{ caregiver_id: string; email: string; like: string }> {
  const { db, storage, now, input } = options;
  const persona = PERSONAS[input.like];
  const code = randomCode(6);
  try {
    const caregiverId = await db.transaction(async (tx) => {
      const id = await seedDemoCaregiver(tx, now, input.like, {
        email: input.email,
        referralCode: `${persona.referralPrefix}-${code}`,
        invoicePrefix: `${persona.invoicePrefix}${code}`,
      });
      // Its proofs' images and its invoices' PDFs, as at the demo's start, and inside the
      // transaction: an invoice committed without its PDF would count as pending for an invoice
      // run that began meanwhile.
      await writeDemoProofFiles(tx, storage);
      await writeDemoInvoiceFiles(tx, storage, { caregiverId: id });
      return id;
    });
    return { caregiver_id: caregiverId, email: input.email, like: input.like };
  } catch (error) {
    // The e-mail's unique index (case-insensitive) refuses a taken address, in one statement
    // even when two copies for it are made at once.
    if (sqlState(error) === UNIQUE_VIOLATION) throw emailTaken(input.email);
    throw error;
  }
}

const emailTaken = (email: string) =>
  new OpsError('CAREGIVER_EMAIL_TAKEN', `A caregiver with the e-mail ${email} exists already.`);
