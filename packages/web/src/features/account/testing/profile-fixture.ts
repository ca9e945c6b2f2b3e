import type { Profile } from '../api/get-profile';

/** The GraphQL `me` profile of the account screens' tests: Anna, independent, little filled in. */
export function fakeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    caregiverId: 'c1',
    name: { firstName: 'Anna', lastName: 'Schneider' },
    email: 'anna@careport.example',
    isCareportEmployee: false,
    company: null,
    phoneNumber: null,
    mobilePhoneNumber: null,
    address: { street: null, postalCode: null, city: null, additionalInformation: null },
    aboutMe: 'Ich begleite gern.',
    currentPosition: 'Alltagsbegleiterin',
    subServiceIds: [],
    educationAndQualifications: [],
    languages: [],
    experienceAndSkills: [],
    experienceWithMedicalConditions: [],
    additionalInfo: null,
    ...overrides,
  };
}
