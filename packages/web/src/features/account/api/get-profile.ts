import type { Language } from '@careport/domain';
import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';
import { accountQueryKeys } from './query-keys';

// spec 2 §3 Caregiver profile: what the profile, contact and menu screens show.
export type Profile = {
  caregiverId: string;
  name: { firstName: string; lastName: string };
  email: string;
  isCareportEmployee: boolean;
  company: string | null;
  phoneNumber: string | null;
  mobilePhoneNumber: string | null;
  address: {
    street: string | null;
    postalCode: string | null;
    city: string | null;
    additionalInformation: string | null;
  };
  aboutMe: string | null;
  currentPosition: string | null;
  subServiceIds: string[];
  educationAndQualifications: string[];
  languages: Language[];
  experienceAndSkills: string[];
  experienceWithMedicalConditions: string[];
  additionalInfo: string | null;
};

export const profileDocument = graphql<{ me: Profile }>(`
  query Profile {
    me {
      caregiverId
      name {
        firstName
        lastName
      }
      email
      isCareportEmployee
      company
      phoneNumber
      mobilePhoneNumber
      address {
        street
        postalCode
        city
        additionalInformation
      }
      aboutMe
      currentPosition
      subServiceIds
      educationAndQualifications
      languages
      experienceAndSkills
      experienceWithMedicalConditions
      additionalInfo
    }
  }
`);

export function useProfile() {
  const client = useHttpClient();
  return useQuery({
    queryKey: accountQueryKeys.profile(),
    queryFn: async ({ signal }) =>
      (await requestGraphql(client, profileDocument, {}, { signal })).me,
  });
}
