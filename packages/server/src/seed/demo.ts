// DESIGN Demo data: the first start seeds a realistic German demo (two caregivers and an
// applicant), all times relative to `now` in Europe/Berlin so it never goes stale. It runs once
// (marker `demo_seeded_at` in app_meta); the OAuth client is written on every start so a changed
// secret takes effect.
import { eq, sql } from 'drizzle-orm';
import { hashOpaqueToken } from '../auth/opaque-token.js';
import { hashPassword } from '../auth/password.js';
import type { DbOrTx } from '../db/client.js';
import { absences, appMeta, caregivers, oauthClients } from '../db/schema/index.js';
import { berlinDayDate } from './berlin-time.js';
import { DEMO_PERSONAS, PERSONAS, type DemoPersona } from './demo-personas.js';
import { seedDemoStatsHistory } from './demo-stats-history.js';
import { seedDefinitions } from './definitions.js';
import { seedDemoWorld } from './demo-world.js';

export const DEMO_SEEDED_KEY = 'demo_seeded_at';
export const DEMO_PASSWORD = 'careport';
export const DEMO_EMAILS = {
  anna: 'anna@careport.example',
  jonas: 'jonas@careport.example',
  lena: 'lena@careport.example',
} as const;

/** Any fixed number: serialises demo seeding across server instances starting together. */
const DEMO_SEED_LOCK_KEY = 7_316_202_502;

const DAY_MS = 24 * 60 * 60 * 1000;

export type SeedDemoOptions = { now: Date; clientId: string; clientSecret: string };

/**
 * Writes the first-party OAuth client (spec 2 §7 password and client-credentials grants). Its
 * secret is public (docs/decisions/0010-password-hashing.md: served in /app-config.json to every
 * browser), so it is
 * stored as SHA-256, not argon2id: a slow hash protects nothing here and cost every password
 * grant a second argon2 verification (docs/performance/server.md).
 */
export const upsertOAuthClient = async (db: DbOrTx, clientId: string, clientSecret: string) => {
  const values = {
    clientId,
    secretHash: hashOpaqueToken(clientSecret),
    scopes: ['caregiver', 'definition_read'],
  };
  await db
    .insert(oauthClients)
    .values(values)
    .onConflictDoUpdate({
      target: oauthClients.clientId,
      set: { secretHash: values.secretHash, scopes: values.scopes },
    });
};

export type DemoIdentity = { email: string; referralCode: string; invoicePrefix: string };

/**
 * One demo caregiver and their whole world (customers, contracts, bookings, invoices, proposals,
 * the market's stories, the statistics' history) under `identity`, with the demo password. The
 * demo's own and the back office's copies (services/ops/seed-demo-caregiver.ts) both come here.
 */
export const seedDemoCaregiver = async (
  tx: DbOrTx,
  now: Date,
  persona: DemoPersona,
  identity: DemoIdentity,
): Promise<string> => {
  const who = PERSONAS[persona];
  const [row] = await tx
    .insert(caregivers)
    .values({
      ...who.profile,
      email: identity.email,
      referralCode: identity.referralCode,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      createdAt: new Date(now.getTime() - who.accountAgeDays * DAY_MS),
    })
    .returning({ id: caregivers.id });
  if (!row) throw new Error('the demo caregiver was not stored');
  const caregiverId = row.id;
  if (who.absences.length > 0) {
    await tx.insert(absences).values(
      who.absences.map((absence) => ({
        caregiverId,
        from: berlinDayDate(now, absence.from),
        to: berlinDayDate(now, absence.to),
        reason: absence.reason,
      })),
    );
  }
  await seedDemoWorld(tx, now, {
    caregiverId,
    isEmployee: who.profile.isCareportEmployee === true,
    invoicePrefix: identity.invoicePrefix,
    customers: who.customers,
    proposals: who.proposals,
  });
  // The market's side, through the back office's services (README "Back office").
  for (const story of who.stories) await story({ tx, now, email: identity.email });
  await seedDemoStatsHistory(tx, now, caregiverId, who.stats);
  return caregiverId;
};

/** The demo's own identity of a persona (README "Demo logins"). */
const demoIdentity = (persona: DemoPersona): DemoIdentity => ({
  email: DEMO_EMAILS[persona],
  referralCode: `${PERSONAS[persona].referralPrefix}-${PERSONAS[persona].referralSuffix}`,
  invoicePrefix: PERSONAS[persona].invoicePrefix,
});

/**
 * Seeds the demo once and upserts the OAuth client every time. All of it runs in one
 * transaction: a failed seed leaves nothing behind and is retried on the next start.
 */
export const seedDemo = async (
  db: DbOrTx,
  options: SeedDemoOptions,
): Promise<{ seeded: boolean }> => {
  const { now } = options;
  await upsertOAuthClient(db, options.clientId, options.clientSecret);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY));
    if (marker) return { seeded: false };
    await seedDefinitions(tx);
    for (const persona of DEMO_PERSONAS)
      await seedDemoCaregiver(tx, now, persona, demoIdentity(persona));
    // An applicant: spec 2 §6, login needs a completed application.
    await tx.insert(caregivers).values({
      passwordHash: await hashPassword(DEMO_PASSWORD),
      city: 'Berlin',
      applicationCompleted: false,
      firstName: 'Lena',
      lastName: 'Yilmaz',
      email: DEMO_EMAILS.lena,
    });
    await tx.insert(appMeta).values({ key: DEMO_SEEDED_KEY, value: now.toISOString() });
    return { seeded: true };
  });
};
