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
import { ANNA_CUSTOMERS, ANNA_PROPOSALS } from './demo-anna.js';
import { JONAS_CUSTOMERS, JONAS_PROPOSALS } from './demo-jonas.js';
import {
  ANNA_STATS_HISTORY,
  JONAS_STATS_HISTORY,
  seedDemoStatsHistory,
} from './demo-stats-history.js';
import { seedDefinitions } from './definitions.js';
import { seedDemoWorld } from './demo-world.js';
import { seedAwaitingCustomerStory } from './story-awaiting-customer.js';
import { seedCounterProposalStory } from './story-counter-proposal.js';
import { seedCustomerUnsureStory } from './story-customer-unsure.js';

export const DEMO_SEEDED_KEY = 'demo_seeded_at';
export const DEMO_PASSWORD = 'careport';
export const DEMO_EMAILS = {
  anna: 'anna@careport.example',
  jonas: 'jonas@careport.example',
  lena: 'lena@careport.example',
} as const;

/** Any fixed number: serialises demo seeding across server instances starting together. */
const DEMO_SEED_LOCK_KEY = 7_316_202_502;

export type SeedDemoOptions = { now: Date; clientId: string; clientSecret: string };

/**
 * Writes the first-party OAuth client (spec 2 §7 password and client-credentials grants). Its
 * secret is public (docs/decisions.md: served in /app-config.json to every browser), so it is
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

const seedCaregivers = async (tx: DbOrTx, now: Date) => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const common = { passwordHash, city: 'Berlin', applicationCompleted: true };
  const [anna, jonas] = await tx
    .insert(caregivers)
    .values([
      {
        ...common,
        firstName: 'Anna',
        lastName: 'Bauer',
        email: DEMO_EMAILS.anna,
        company: 'Alltagshilfe Anna Bauer',
        phoneNumber: '+49 30 4403 2211',
        mobilePhoneNumber: '+49 172 3456 789',
        dateOfBirth: '1986-04-17',
        street: 'Lychener Straße 54',
        postalCode: '10437',
        additionalInformation: 'Seitenflügel, 3. OG',
        aboutMe:
          'Ich bin gelernte Altenpflegerin und begleite seit über zehn Jahren ältere Menschen im Alltag. ' +
          'Mir ist wichtig, dass sich meine Kundinnen und Kunden zu Hause wohl und sicher fühlen.',
        currentPosition: 'Selbstständige Alltagsbegleiterin',
        travelDistance: 12,
        subServiceIds: [
          'companionship',
          'walks',
          'accompanying_appointments',
          'cleaning',
          'shopping',
          'cooking',
        ],
        educationAndQualifications: ['geriatric_nurse', 'dementia_training', 'first_aid_course'],
        languages: ['GERMAN', 'ENGLISH', 'TURKISH'],
        experienceAndSkills: ['dementia_care', 'mobility_assistance', 'cooking', 'housekeeping'],
        experienceWithMedicalConditions: ['dementia', 'parkinsons', 'stroke'],
        hasCar: false,
        hasDriversLicence: true,
        noHomesWithPets: false,
        isSmoker: false,
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        taxNo: '35/123/45678',
        referralCode: 'ANNA-B7K2',
        customerReferralAmount: 50,
        caregiverReferralAmount: 100,
        commissionRate: '0.2000',
        createdAt: new Date(now.getTime() - 400 * 24 * 60 * 60 * 1000),
      },
      {
        ...common,
        firstName: 'Jonas',
        lastName: 'Weber',
        email: DEMO_EMAILS.jonas,
        isCareportEmployee: true,
        phoneNumber: '+49 30 3344 5566',
        mobilePhoneNumber: '+49 151 2345 6789',
        dateOfBirth: '1992-09-03',
        street: 'Stromstraße 12',
        postalCode: '10551',
        aboutMe:
          'Als Betreuungskraft unterstütze ich Menschen dabei, möglichst lange selbstständig zu leben.',
        currentPosition: 'Betreuungskraft bei Careport',
        travelDistance: 8,
        subServiceIds: ['companionship', 'walks', 'shopping', 'cleaning', 'mobility'],
        educationAndQualifications: ['care_assistant_53c', 'first_aid_course'],
        languages: ['GERMAN', 'POLISH'],
        experienceAndSkills: ['mobility_assistance', 'housekeeping'],
        experienceWithMedicalConditions: ['diabetes', 'depression'],
        hasCar: true,
        hasDriversLicence: true,
        iban: 'DE02120300000000202051',
        bic: 'BYLADEM1001',
        referralCode: 'JONAS-W4M9',
        customerReferralAmount: 50,
        caregiverReferralAmount: 100,
        createdAt: new Date(now.getTime() - 200 * 24 * 60 * 60 * 1000),
      },
      {
        // An applicant: spec 2 §6, login needs a completed application.
        ...common,
        applicationCompleted: false,
        firstName: 'Lena',
        lastName: 'Yilmaz',
        email: DEMO_EMAILS.lena,
      },
    ])
    .returning({ id: caregivers.id });
  if (!anna || !jonas) throw new Error('demo caregivers were not stored');
  return { anna: anna.id, jonas: jonas.id };
};

const seedProfileExtras = async (tx: DbOrTx, now: Date, ids: { anna: string; jonas: string }) => {
  await tx.insert(absences).values([
    {
      caregiverId: ids.anna,
      from: berlinDayDate(now, 35),
      to: berlinDayDate(now, 48),
      reason: 'VACATION',
    },
    {
      caregiverId: ids.anna,
      from: berlinDayDate(now, -40),
      to: berlinDayDate(now, -38),
      reason: 'SICK',
    },
    {
      caregiverId: ids.jonas,
      from: berlinDayDate(now, 26),
      to: berlinDayDate(now, 27),
      reason: 'OTHER',
    },
  ]);
};

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
    const ids = await seedCaregivers(tx, now);
    await seedProfileExtras(tx, now, ids);
    await seedDemoWorld(tx, now, {
      caregiverId: ids.anna,
      isEmployee: false,
      invoicePrefix: 'AB',
      customers: ANNA_CUSTOMERS,
      proposals: ANNA_PROPOSALS,
    });
    await seedDemoWorld(tx, now, {
      caregiverId: ids.jonas,
      isEmployee: true,
      invoicePrefix: 'JW',
      customers: JONAS_CUSTOMERS,
      proposals: JONAS_PROPOSALS,
    });
    // The market's side, through the back office's services (README "Back office").
    const market = { tx, now, emails: DEMO_EMAILS };
    await seedAwaitingCustomerStory(market);
    await seedCounterProposalStory(market);
    await seedCustomerUnsureStory(market);

    await seedDemoStatsHistory(tx, now, ids.anna, ANNA_STATS_HISTORY);
    await seedDemoStatsHistory(tx, now, ids.jonas, JONAS_STATS_HISTORY);
    await tx.insert(appMeta).values({ key: DEMO_SEEDED_KEY, value: now.toISOString() });
    return { seeded: true };
  });
};
