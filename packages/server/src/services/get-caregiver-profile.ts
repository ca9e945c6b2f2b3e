import { eq } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { caregivers } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import type { ReadCache } from './read-cache.js';

export type CaregiverRow = typeof caregivers.$inferSelect;

/** spec 2 §3 Caregiver profile, camelCase, shared by `GET /caregiver-app/me` and GraphQL `me`. */
export type CaregiverProfile = {
  caregiverId: string;
  name: { firstName: string; lastName: string };
  email: string;
  profileImageHash: string | null;
  isCareportEmployee: boolean;
  company: string | null;
  phoneNumber: string | null;
  mobilePhoneNumber: string | null;
  dateOfBirth: string | null;
  address: {
    street: string | null;
    postalCode: string | null;
    city: string | null;
    additionalInformation: string | null;
  };
  aboutMe: string | null;
  currentPosition: string | null;
  bookedOut: boolean;
  travelDistance: number;
  subServiceIds: string[];
  educationAndQualifications: string[];
  languages: string[];
  experienceAndSkills: string[];
  experienceWithMedicalConditions: string[];
  /** spec 2 §7 experience mutation: additionalInfo. */
  additionalInfo: string | null;
  hasCar: boolean;
  hasDriversLicence: boolean;
  noHomesWithPets: boolean;
  isSmoker: boolean;
};

export function toCaregiverProfile(row: CaregiverRow): CaregiverProfile {
  return {
    caregiverId: row.id,
    name: { firstName: row.firstName, lastName: row.lastName },
    email: row.email,
    profileImageHash: row.profileImageHash,
    isCareportEmployee: row.isCareportEmployee,
    company: row.company,
    phoneNumber: row.phoneNumber,
    mobilePhoneNumber: row.mobilePhoneNumber,
    dateOfBirth: row.dateOfBirth,
    address: {
      street: row.street,
      postalCode: row.postalCode,
      city: row.city,
      additionalInformation: row.additionalInformation,
    },
    aboutMe: row.aboutMe,
    currentPosition: row.currentPosition,
    bookedOut: row.bookedOut,
    travelDistance: row.travelDistance,
    subServiceIds: row.subServiceIds,
    educationAndQualifications: row.educationAndQualifications,
    languages: row.languages,
    experienceAndSkills: row.experienceAndSkills,
    experienceWithMedicalConditions: row.experienceWithMedicalConditions,
    additionalInfo: row.experienceAdditionalInfo,
    hasCar: row.hasCar,
    hasDriversLicence: row.hasDriversLicence,
    noHomesWithPets: row.noHomesWithPets,
    isSmoker: row.isSmoker,
  };
}

async function loadCaregiverProfile(db: Db, actor: CaregiverActor): Promise<CaregiverProfile> {
  const [row] = await db.select().from(caregivers).where(eq(caregivers.id, actor.caregiverId));
  if (!row) throw new AppError('UNAUTHORIZED', 401);
  return toCaregiverProfile(row);
}

/**
 * The calling caregiver's own profile. A token outliving its caregiver (deleted account) answers
 * 401, so the app logs out instead of showing an empty profile. With the read cache, the same
 * object while the database is unchanged: on PGlite one read of this 35-column row is ~0.4 ms of
 * single-threaded WebAssembly in the server's event loop plus ~0.2 ms of query building, which
 * capped `GET /caregiver-app/me` at ~0.02 of its ceiling (docs/performance.md).
 */
export function getCaregiverProfile(options: {
  db: Db;
  actor: CaregiverActor;
  cache?: ReadCache;
}): Promise<CaregiverProfile> {
  const { db, actor, cache } = options;
  if (!cache) return loadCaregiverProfile(db, actor);
  return cache.read({ db, actor, kind: 'profile', load: () => loadCaregiverProfile(db, actor) });
}
