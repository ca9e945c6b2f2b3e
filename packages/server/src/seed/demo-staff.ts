// Issue 40: the demo's staff (README "Demo logins"): a dispatcher, a finance user and an admin,
// with the demo password and one public TOTP secret. Written on every start unless NODE_ENV is
// production; there, any account still holding the public secret is disabled, so a demo database
// taken to production cannot be signed in to with it.
import { eq, isNull, and } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import { DEMO_STAFF_TOTP_SECRET } from '../auth/staff/demo-staff-secret.js';
import type { DbOrTx } from '../db/client.js';
import { staffAccounts, type StaffRole } from '../db/schema/index.js';
import { DEMO_PASSWORD } from './demo.js';

export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: 'dispo@careport.example', name: 'Dana Dispo', role: 'dispatcher' },
  { email: 'finanzen@careport.example', name: 'Fritz Finanzen', role: 'finance' },
  { email: 'admin@careport.example', name: 'Ada Admin', role: 'admin' },
];

export async function seedDemoStaff(
  db: DbOrTx,
  options: { now: Date; isProduction: boolean },
): Promise<void> {
  if (options.isProduction) {
    await db
      .update(staffAccounts)
      .set({ disabledAt: options.now })
      .where(
        and(eq(staffAccounts.totpSecret, DEMO_STAFF_TOTP_SECRET), isNull(staffAccounts.disabledAt)),
      );
    return;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(staffAccounts)
    .values(
      DEMO_STAFF.map((staff) => ({
        ...staff,
        passwordHash,
        totpSecret: DEMO_STAFF_TOTP_SECRET,
        invitedAt: options.now,
        activatedAt: options.now,
      })),
    )
    // Already there (an earlier start): left as it is, a changed password included.
    .onConflictDoNothing();
}
