import { eq } from 'drizzle-orm';
import { caregivers } from '../../db/schema/index.js';
import {
  getCaregiverProfile,
  toCaregiverProfile,
  type CaregiverProfile,
} from '../../services/get-caregiver-profile.js';
import { builder } from '../builder.js';
import { callerOf } from '../context.js';

export const PersonName = builder
  .objectRef<{ firstName: string; lastName: string }>('PersonName')
  .implement({
    fields: (t) => ({
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
    }),
  });

const CaregiverAddress = builder
  .objectRef<CaregiverProfile['address']>('CaregiverAddress')
  .implement({
    fields: (t) => ({
      street: t.exposeString('street', { nullable: true }),
      postalCode: t.exposeString('postalCode', { nullable: true }),
      city: t.exposeString('city', { nullable: true }),
      additionalInformation: t.exposeString('additionalInformation', { nullable: true }),
    }),
  });

/** spec 2 §3 Caregiver profile (the fields that exist so far; later issues add the rest). */
export const Caregiver = builder.objectRef<CaregiverProfile>('Caregiver');

builder.node(Caregiver, {
  id: { resolve: (caregiver) => caregiver.caregiverId },
  // Only the caller's own profile can be refetched; any other id is not found.
  loadWithoutCache: async (id, context) => {
    const actor = callerOf(context);
    if (id !== actor.caregiverId) return null;
    const [row] = await context.deps.db.select().from(caregivers).where(eq(caregivers.id, id));
    return row ? toCaregiverProfile(row) : null;
  },
  fields: (t) => ({
    caregiverId: t.exposeString('caregiverId'),
    name: t.field({ type: PersonName, resolve: (caregiver) => caregiver.name }),
    email: t.exposeString('email'),
    profileImageHash: t.exposeString('profileImageHash', { nullable: true }),
    isCareportEmployee: t.exposeBoolean('isCareportEmployee'),
    company: t.exposeString('company', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    mobilePhoneNumber: t.exposeString('mobilePhoneNumber', { nullable: true }),
    dateOfBirth: t.expose('dateOfBirth', { type: 'Date', nullable: true }),
    address: t.field({ type: CaregiverAddress, resolve: (caregiver) => caregiver.address }),
    aboutMe: t.exposeString('aboutMe', { nullable: true }),
    currentPosition: t.exposeString('currentPosition', { nullable: true }),
    bookedOut: t.exposeBoolean('bookedOut'),
    travelDistance: t.exposeInt('travelDistance'),
    subServiceIds: t.exposeStringList('subServiceIds'),
    educationAndQualifications: t.exposeStringList('educationAndQualifications'),
    languages: t.exposeStringList('languages'),
    experienceAndSkills: t.exposeStringList('experienceAndSkills'),
    experienceWithMedicalConditions: t.exposeStringList('experienceWithMedicalConditions'),
    additionalInfo: t.exposeString('additionalInfo', { nullable: true }),
    hasCar: t.exposeBoolean('hasCar'),
    hasDriversLicence: t.exposeBoolean('hasDriversLicence'),
    noHomesWithPets: t.exposeBoolean('noHomesWithPets'),
    isSmoker: t.exposeBoolean('isSmoker'),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: Caregiver,
    description: 'spec 2 §7 Profile (me): the calling caregiver.',
    resolve: (_root, _args, context) =>
      getCaregiverProfile({
        db: context.deps.db,
        actor: callerOf(context),
        cache: context.deps.readCache,
      }),
  }),
);
