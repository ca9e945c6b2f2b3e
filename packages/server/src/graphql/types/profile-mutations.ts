import {
  setCaregiverBookedOut,
  updateCaregiverTravelDistance,
} from '../../services/account/availability.js';
import {
  updateCaregiverAboutMe,
  updateCaregiverContactAndAddress,
  updateCaregiverEducationAndQualifications,
  updateCaregiverExperience,
  updateCaregiverLanguages,
  updateCaregiverServices,
} from '../../services/account/update-profile.js';
import type { InputFieldMap } from '@pothos/core';
import type { CaregiverActor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import type { CaregiverProfile } from '../../services/get-caregiver-profile.js';
import { builder } from '../builder.js';
import { callerOf } from '../context.js';
import { Caregiver } from './caregiver.js';

type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

type ProfileUseCase = (options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  input: unknown;
}) => Promise<CaregiverProfile>;

/**
 * spec 2 §7 profile mutations: each takes `input`, answers the updated profile (so the app's
 * caches refresh from it), and reports bad input as CANNOT_DESERIALIZE_REQUEST_DATA with the
 * field's message key in `extensions.details`.
 */
function profileMutation(
  name: string,
  description: string,
  input: (t: InputFields) => InputFieldMap,
  useCase: ProfileUseCase,
) {
  const inputType = builder.inputType(`${name.charAt(0).toUpperCase()}${name.slice(1)}Input`, {
    fields: input,
  });
  builder.mutationField(name, (t) =>
    t.field({
      type: Caregiver,
      description,
      args: { input: t.arg({ type: inputType, required: true }) },
      resolve: (_root, args, context) =>
        useCase({
          db: context.deps.db,
          actor: callerOf(context),
          now: context.deps.now(),
          input: args.input,
        }),
    }),
  );
}

profileMutation(
  'setCaregiverBookedOut',
  "spec 2 §7: the inverse of 'available for new customers'; FORBIDDEN for employees.",
  (t) => ({ bookedOut: t.boolean({ required: true }) }),
  setCaregiverBookedOut,
);

profileMutation(
  'updateCaregiverTravelDistance',
  'spec 2 §5: 1 to 30 km (VALIDATION_TRAVEL_DISTANCE); FORBIDDEN for employees.',
  (t) => ({ travelDistance: t.int({ required: true }) }),
  updateCaregiverTravelDistance,
);

profileMutation(
  'updateCaregiverServices',
  'spec 2 §5: at least one known sub-service (VALIDATION_AT_LEAST_ONE_SERVICE); FORBIDDEN for ' +
    'employees.',
  (t) => ({ subServiceIds: t.stringList({ required: true }) }),
  updateCaregiverServices,
);

profileMutation(
  'updateCaregiverEducationAndQualifications',
  'spec 2 §7 {keys}: definition keys of education and qualifications.',
  (t) => ({ keys: t.stringList({ required: true }) }),
  updateCaregiverEducationAndQualifications,
);

profileMutation(
  'updateCaregiverLanguages',
  'spec 2 §7 languages: keys of the spec 2 §9 language list.',
  (t) => ({ languages: t.stringList({ required: true }) }),
  updateCaregiverLanguages,
);

profileMutation(
  'updateCaregiverExperience',
  'spec 2 §7 experience: definition keys and an additional text.',
  (t) => ({
    experienceAndSkills: t.stringList({ required: true }),
    experienceWithMedicalConditions: t.stringList({ required: true }),
    additionalInfo: t.string({ required: false }),
  }),
  updateCaregiverExperience,
);

profileMutation(
  'updateCaregiverAboutMe',
  'spec 2 §5: aboutMe and currentPosition are required.',
  (t) => ({
    aboutMe: t.string({ required: true }),
    currentPosition: t.string({ required: true }),
  }),
  updateCaregiverAboutMe,
);

const ContactAddressInput = builder.inputType('ContactAddressInput', {
  fields: (t) => ({
    street: t.string({ required: true }),
    houseNumber: t.string({ required: false, description: 'spec 2 §5: sent empty.' }),
    postalCode: t.string({ required: true }),
    city: t.string({ required: true }),
    additionalInformation: t.string({ required: false }),
  }),
});

profileMutation(
  'updateCaregiverContactAndAddress',
  'spec 2 §7; name and e-mail change only through support; FORBIDDEN for employees (spec 2 §6).',
  (t) => ({
    phoneNumber: t.string({ required: false }),
    mobilePhoneNumber: t.string({ required: false }),
    company: t.string({ required: false }),
    address: t.field({ type: ContactAddressInput, required: true }),
  }),
  updateCaregiverContactAndAddress,
);
