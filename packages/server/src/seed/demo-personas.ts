// The demo's two caregivers (DESIGN Demo data) as personas: who they are and what their world
// holds. The demo seeds each once under its own e-mail; the back office seeds a copy of either
// under another (`npm run ops -- demo-caregiver`), which the e2e journeys each take for their own.
import { ANNA_CUSTOMERS, ANNA_PROPOSALS } from './demo-anna.js';
import { JONAS_CUSTOMERS, JONAS_PROPOSALS } from './demo-jonas.js';
import type { MarketContext } from './demo-market.js';
import type { DemoCustomer, DemoProposal } from './demo-plan.js';
import {
  ANNA_STATS_HISTORY,
  JONAS_STATS_HISTORY,
  type DemoStatsHistory,
} from './demo-stats-history.js';
import {
  seedAnnaAwaitsCustomerStory,
  seedJonasAwaitsCustomerStory,
} from './story-awaiting-customer.js';
import { seedCounterProposalStory } from './story-counter-proposal.js';
import { seedCustomerUnsureStory } from './story-customer-unsure.js';
import type { caregivers } from '../db/schema/index.js';
import type { DemoPersona } from './demo-persona.js';

export { DEMO_PERSONAS, type DemoPersona } from './demo-persona.js';

type CaregiverProfile = Omit<
  typeof caregivers.$inferInsert,
  'email' | 'passwordHash' | 'referralCode' | 'createdAt'
>;

export type Persona = {
  profile: CaregiverProfile;
  /** Days since the account was made. */
  accountAgeDays: number;
  /** The referral code's first part; the demo's own is `<prefix>-<referralSuffix>`. */
  referralPrefix: string;
  referralSuffix: string;
  /** Invoice numbers start with it (unique per caregiver); a copy adds a random part. */
  invoicePrefix: string;
  customers: readonly DemoCustomer[];
  proposals: readonly DemoProposal[];
  /** Absences as days from today, inclusive. */
  absences: readonly { from: number; to: number; reason: 'VACATION' | 'SICK' | 'OTHER' }[];
  /** The market's stories (story-*.ts) told with this caregiver. */
  stories: readonly ((context: MarketContext) => Promise<void>)[];
  stats: DemoStatsHistory;
};

const COMMON = { city: 'Berlin', applicationCompleted: true };

export const PERSONAS: Record<DemoPersona, Persona> = {
  anna: {
    profile: {
      ...COMMON,
      firstName: 'Anna',
      lastName: 'Bauer',
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
      customerReferralAmount: 50,
      caregiverReferralAmount: 100,
      commissionRate: '0.2000',
    },
    accountAgeDays: 400,
    referralPrefix: 'ANNA',
    referralSuffix: 'B7K2',
    invoicePrefix: 'AB',
    customers: ANNA_CUSTOMERS,
    proposals: ANNA_PROPOSALS,
    absences: [
      { from: 35, to: 48, reason: 'VACATION' },
      { from: -40, to: -38, reason: 'SICK' },
    ],
    stories: [seedAnnaAwaitsCustomerStory, seedCounterProposalStory, seedCustomerUnsureStory],
    stats: ANNA_STATS_HISTORY,
  },
  jonas: {
    profile: {
      ...COMMON,
      firstName: 'Jonas',
      lastName: 'Weber',
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
      customerReferralAmount: 50,
      caregiverReferralAmount: 100,
    },
    accountAgeDays: 200,
    referralPrefix: 'JONAS',
    referralSuffix: 'W4M9',
    invoicePrefix: 'JW',
    customers: JONAS_CUSTOMERS,
    proposals: JONAS_PROPOSALS,
    absences: [{ from: 26, to: 27, reason: 'OTHER' }],
    stories: [seedJonasAwaitsCustomerStory],
    stats: JONAS_STATS_HISTORY,
  },
};
