import {
  aboutMeSchema,
  contactAndAddressSchema,
  definitionKeysSchema,
  experienceSchema,
  languagesSchema,
  servicesSchema,
  VALIDATION_INVALID_OPTION,
  type DefinitionKind,
} from '@careport/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CaregiverActor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { definitions, subServices } from '../../db/schema/index.js';
import { fail } from '../../errors/fail.js';
import { parseInput } from '../../errors/parse-input.js';
import { getCaller } from '../caller.js';
import type { CaregiverProfile } from '../get-caregiver-profile.js';
import { requireIndependent, updateOwnCaregiver } from './own-caregiver.js';

type Options = { db: Db; actor: CaregiverActor; now: Date; input: unknown };

const unique = (values: readonly string[]) => [...new Set(values)];

/** Every key must be a top-level definition of `kind`; otherwise the field names the bad input. */
async function checkDefinitionKeys(
  db: Db,
  kind: DefinitionKind,
  keys: readonly string[],
  field: string,
): Promise<void> {
  if (keys.length === 0) return;
  const known = await db
    .select({ key: definitions.key })
    .from(definitions)
    .where(
      and(
        eq(definitions.kind, kind),
        isNull(definitions.parentKey),
        inArray(definitions.key, [...keys]),
      ),
    );
  if (known.length !== keys.length) {
    throw fail('CANNOT_DESERIALIZE_REQUEST_DATA', { [field]: VALIDATION_INVALID_OPTION });
  }
}

/** spec 2 §7 updateCaregiverServices {subServiceIds}: at least one, not for employees (§5, §6). */
export async function updateCaregiverServices(options: Options): Promise<CaregiverProfile> {
  const { db, actor, now } = options;
  await requireIndependent(db, actor);
  const subServiceIds = unique(parseInput(servicesSchema, options.input).subServiceIds);
  const known = await db
    .select({ id: subServices.subServiceId })
    .from(subServices)
    .where(inArray(subServices.subServiceId, subServiceIds));
  if (known.length !== subServiceIds.length) {
    throw fail('CANNOT_DESERIALIZE_REQUEST_DATA', { subServiceIds: VALIDATION_INVALID_OPTION });
  }
  return updateOwnCaregiver(db, actor, { subServiceIds }, now);
}

/** spec 2 §7 updateCaregiverEducationAndQualifications {keys}. */
export async function updateCaregiverEducationAndQualifications(
  options: Options,
): Promise<CaregiverProfile> {
  const { db, actor, now } = options;
  await getCaller(db, actor);
  const keys = unique(parseInput(definitionKeysSchema, options.input).keys);
  await checkDefinitionKeys(db, 'education_and_qualification', keys, 'keys');
  return updateOwnCaregiver(db, actor, { educationAndQualifications: keys }, now);
}

/** spec 2 §7 languages: keys of the spec 2 §9 language list. */
export async function updateCaregiverLanguages(options: Options): Promise<CaregiverProfile> {
  const { db, actor, now } = options;
  await getCaller(db, actor);
  const languages = unique(parseInput(languagesSchema, options.input).languages);
  return updateOwnCaregiver(db, actor, { languages }, now);
}

/** spec 2 §7 experience {experienceAndSkills, experienceWithMedicalConditions, additionalInfo}. */
export async function updateCaregiverExperience(options: Options): Promise<CaregiverProfile> {
  const { db, actor, now } = options;
  await getCaller(db, actor);
  const input = parseInput(experienceSchema, options.input);
  const experienceAndSkills = unique(input.experienceAndSkills);
  const experienceWithMedicalConditions = unique(input.experienceWithMedicalConditions);
  await checkDefinitionKeys(db, 'experience_and_skill', experienceAndSkills, 'experienceAndSkills');
  await checkDefinitionKeys(
    db,
    'medical_condition',
    experienceWithMedicalConditions,
    'experienceWithMedicalConditions',
  );
  return updateOwnCaregiver(
    db,
    actor,
    {
      experienceAndSkills,
      experienceWithMedicalConditions,
      experienceAdditionalInfo: input.additionalInfo || null,
    },
    now,
  );
}

/** spec 2 §7 about me {aboutMe, currentPosition}; both required (§5). */
export async function updateCaregiverAboutMe(options: Options): Promise<CaregiverProfile> {
  const { db, actor, now } = options;
  await getCaller(db, actor);
  const input = parseInput(aboutMeSchema, options.input);
  return updateOwnCaregiver(db, actor, input, now);
}

/**
 * spec 2 §7 contact and address {phoneNumber, mobilePhoneNumber, company, address}. Name and
 * e-mail are not part of the input: they change only through support (§5).
 */
export async function updateCaregiverContactAndAddress(
  options: Options,
): Promise<CaregiverProfile> {
  const { db, actor, now } = options;
  // spec 2 §6: employees have no edit button for their contact data.
  await requireIndependent(db, actor);
  const input = parseInput(contactAndAddressSchema, options.input);
  return updateOwnCaregiver(
    db,
    actor,
    {
      phoneNumber: input.phoneNumber || null,
      mobilePhoneNumber: input.mobilePhoneNumber || null,
      company: input.company || null,
      street: input.address.street,
      postalCode: input.address.postalCode,
      city: input.address.city,
      additionalInformation: input.address.additionalInformation || null,
    },
    now,
  );
}
