import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/booking-helpers.js';
import { firstError, graphqlAs } from '../../test/graphql-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PROFILE = `{ me { name { firstName lastName } email aboutMe currentPosition subServiceIds
  educationAndQualifications languages experienceAndSkills experienceWithMedicalConditions
  additionalInfo phoneNumber mobilePhoneNumber company
  address { street postalCode city additionalInformation } } }`;
type Profile = { me: Record<string, unknown> };

const mutation = (name: string, inputType: string, fields = 'caregiverId') =>
  `mutation ($input: ${inputType}!) { ${name}(input: $input) { ${fields} } }`;

const ABOUT_ME = mutation('updateCaregiverAboutMe', 'UpdateCaregiverAboutMeInput');
const SERVICES = mutation('updateCaregiverServices', 'UpdateCaregiverServicesInput');
const EDUCATION = mutation(
  'updateCaregiverEducationAndQualifications',
  'UpdateCaregiverEducationAndQualificationsInput',
);
const LANGUAGES = mutation('updateCaregiverLanguages', 'UpdateCaregiverLanguagesInput');
const EXPERIENCE = mutation('updateCaregiverExperience', 'UpdateCaregiverExperienceInput');
const CONTACT = mutation(
  'updateCaregiverContactAndAddress',
  'UpdateCaregiverContactAndAddressInput',
);

const address = { street: 'Lindenstraße 5', postalCode: '10969', city: 'Berlin' };

describe('spec 2 §7 profile edits', () => {
  it('saves every section and reads it back through me', async () => {
    const anna = await signIn(t);
    const calls: [string, object][] = [
      [ABOUT_ME, { aboutMe: '  Ich begleite gern.  ', currentPosition: 'Altenpflegerin' }],
      [SERVICES, { subServiceIds: ['walks', 'companionship', 'walks'] }],
      [EDUCATION, { keys: ['geriatric_nurse', 'first_aid_course'] }],
      [LANGUAGES, { languages: ['GERMAN', 'ENGLISH'] }],
      [
        EXPERIENCE,
        {
          experienceAndSkills: ['cooking'],
          experienceWithMedicalConditions: ['dementia'],
          additionalInfo: 'Führerschein Klasse B',
        },
      ],
      [
        CONTACT,
        {
          phoneNumber: '030 123456',
          mobilePhoneNumber: '0170 1234567',
          company: '',
          address: { ...address, houseNumber: '', additionalInformation: 'Hinterhaus' },
        },
      ],
    ];
    for (const [query, input] of calls) {
      const answer = await graphqlAs(t, anna.token, query, { input });
      expect(answer.errors).toBeUndefined();
    }
    const read = await graphqlAs<Profile>(t, anna.token, PROFILE);
    expect(read.data?.me).toMatchObject({
      aboutMe: 'Ich begleite gern.',
      currentPosition: 'Altenpflegerin',
      subServiceIds: ['walks', 'companionship'],
      educationAndQualifications: ['geriatric_nurse', 'first_aid_course'],
      languages: ['GERMAN', 'ENGLISH'],
      experienceAndSkills: ['cooking'],
      experienceWithMedicalConditions: ['dementia'],
      additionalInfo: 'Führerschein Klasse B',
      phoneNumber: '030 123456',
      mobilePhoneNumber: '0170 1234567',
      company: null,
      address: { ...address, additionalInformation: 'Hinterhaus' },
    });
  });

  it.each<[string, string, object, Record<string, string>]>([
    [
      'about me without a position',
      ABOUT_ME,
      { aboutMe: 'Hallo', currentPosition: '  ' },
      { currentPosition: 'VALIDATION_REQUIRED' },
    ],
    [
      'no service',
      SERVICES,
      { subServiceIds: [] },
      { subServiceIds: 'VALIDATION_AT_LEAST_ONE_SERVICE' },
    ],
    [
      'an unknown service',
      SERVICES,
      { subServiceIds: ['walks', 'skydiving'] },
      { subServiceIds: 'VALIDATION_INVALID_OPTION' },
    ],
    [
      'an unknown qualification',
      EDUCATION,
      { keys: ['astronaut'] },
      { keys: 'VALIDATION_INVALID_OPTION' },
    ],
    [
      'a qualification key of another list',
      EDUCATION,
      { keys: ['cooking'] },
      { keys: 'VALIDATION_INVALID_OPTION' },
    ],
    [
      'an unknown language',
      LANGUAGES,
      { languages: ['KLINGON'] },
      { 'languages.0': 'VALIDATION_INVALID_OPTION' },
    ],
    [
      'an unknown medical condition',
      EXPERIENCE,
      { experienceAndSkills: [], experienceWithMedicalConditions: ['flu'] },
      { experienceWithMedicalConditions: 'VALIDATION_INVALID_OPTION' },
    ],
    [
      'an address without city',
      CONTACT,
      { address: { ...address, city: '' } },
      { 'address.city': 'VALIDATION_REQUIRED' },
    ],
    // Issue 39: these were saved and printed on the customers' invoices.
    [
      'a phone number that is none',
      CONTACT,
      { phoneNumber: 'abc', address },
      { phoneNumber: 'VALIDATION_PHONE_NUMBER' },
    ],
    [
      'a four-digit postal code',
      CONTACT,
      { address: { ...address, postalCode: '1043' } },
      { 'address.postalCode': 'VALIDATION_POSTAL_CODE' },
    ],
  ])('refuses %s and changes nothing', async (_name, query, input, details) => {
    const anna = await signIn(t);
    const before = await graphqlAs<Profile>(t, anna.token, PROFILE);
    const answer = await graphqlAs(t, anna.token, query, { input });
    expect(firstError(answer)).toEqual({ code: 'CANNOT_DESERIALIZE_REQUEST_DATA', details });
    const after = await graphqlAs<Profile>(t, anna.token, PROFILE);
    expect(after.data).toEqual(before.data);
  });

  it('refuses about me with a control character before anything runs, and changes nothing', async () => {
    const anna = await signIn(t);
    const before = await graphqlAs<Profile>(t, anna.token, PROFILE);
    // Issue 15 §10: control characters in GraphQL variables are refused at the edge, in the
    // REST error shape, before any resolver sees them.
    const answer = await graphqlAs(t, anna.token, ABOUT_ME, {
      input: { aboutMe: 'Hallo\u0000', currentPosition: 'PFK' },
    });
    expect(answer).toMatchObject({ status: 400, errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA' });
    const after = await graphqlAs<Profile>(t, anna.token, PROFILE);
    expect(after.data).toEqual(before.data);
  });

  it('keeps name and e-mail read-only: the contact input has no such fields', async () => {
    const anna = await signIn(t);
    const answer = await graphqlAs(t, anna.token, CONTACT, {
      input: { address, email: 'other@careport.example' },
    });
    expect(firstError(answer).code).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
  });

  it('refuses employees the services and the contact edit, allows about me (spec 2 §6)', async () => {
    const jonas = await signIn(t, true);
    const services = await graphqlAs(t, jonas.token, SERVICES, {
      input: { subServiceIds: ['walks'] },
    });
    expect(firstError(services).code).toBe('FORBIDDEN');
    const contact = await graphqlAs(t, jonas.token, CONTACT, { input: { address } });
    expect(firstError(contact).code).toBe('FORBIDDEN');
    const aboutMe = await graphqlAs(t, jonas.token, ABOUT_ME, {
      input: { aboutMe: 'Hallo', currentPosition: 'Betreuer' },
    });
    expect(aboutMe.errors).toBeUndefined();
    const read = await graphqlAs<{ me: { subServiceIds: string[]; address: { street: string } } }>(
      t,
      jonas.token,
      PROFILE,
    );
    expect(read.data?.me.subServiceIds).toEqual([]);
    expect(read.data?.me.address.street).not.toBe(address.street);
  });
});

describe('spec 2 §7 definitions, referral and supporting documents', () => {
  it('labels the profile definitions in the requested locale', async () => {
    const anna = await signIn(t);
    type Definitions = {
      profileDefinitions: {
        mainServices: { serviceId: string; label: string; subServices: { label: string }[] }[];
        educationAndQualifications: { key: string; label: string }[];
        medicalConditions: { key: string; label: string }[];
      };
    };
    const query = `query ($locale: DefinitionLocale!) { profileDefinitions(locale: $locale) {
      mainServices { serviceId label subServices { subServiceId label } }
      educationAndQualifications { key label } experienceAndSkills { key label }
      medicalConditions { key label } } }`;
    const de = await graphqlAs<Definitions>(t, anna.token, query, { locale: 'DE' });
    const en = await graphqlAs<Definitions>(t, anna.token, query, { locale: 'EN' });
    const deConditions = de.data?.profileDefinitions.medicalConditions ?? [];
    const enConditions = en.data?.profileDefinitions.medicalConditions ?? [];
    expect(deConditions.map((item) => item.key)).toEqual(enConditions.map((item) => item.key));
    expect(deConditions.find((item) => item.key === 'stroke')?.label).toBe('Schlaganfall');
    expect(enConditions.find((item) => item.key === 'stroke')?.label).toBe('Stroke');
    expect(de.data?.profileDefinitions.mainServices.length).toBeGreaterThan(0);
  });

  it("answers the caller's referral code and amounts", async () => {
    const anna = await signIn(t);
    const read = await graphqlAs<{ me: { referral: object } }>(
      t,
      anna.token,
      `{ me { referral { referralCode customerReferralAmount caregiverReferralAmount } } }`,
    );
    expect(read.data?.me.referral).toEqual({
      referralCode: null,
      customerReferralAmount: null,
      caregiverReferralAmount: null,
    });
  });

  it('lists the supporting documents in sections, titled per locale', async () => {
    const anna = await signIn(t);
    type Sections = {
      supportingDocuments: { sectionTitle: string; documents: { title: string; type: string }[] }[];
    };
    const query = `query ($locale: DefinitionLocale!) { supportingDocuments(locale: $locale) {
      sectionTitle documents { uri filename title type } } }`;
    const de = await graphqlAs<Sections>(t, anna.token, query, { locale: 'DE' });
    const en = await graphqlAs<Sections>(t, anna.token, query, { locale: 'EN' });
    expect(de.data?.supportingDocuments[0]?.sectionTitle).toBe('Erste Schritte');
    expect(en.data?.supportingDocuments[0]?.sectionTitle).toBe('Getting started');
    const types = de.data?.supportingDocuments.flatMap((s) => s.documents.map((d) => d.type));
    expect(new Set(types)).toEqual(new Set(['pdf', 'http']));
  });
});
