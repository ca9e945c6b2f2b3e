import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';
import { accountQueryKeys } from './query-keys';

// spec 2 §7 profile mutations: each takes `input` and answers the caregiver.
type ProfileMutations = {
  updateCaregiverAboutMe: { aboutMe: string; currentPosition: string };
  updateCaregiverServices: { subServiceIds: string[] };
  updateCaregiverEducationAndQualifications: { keys: string[] };
  updateCaregiverLanguages: { languages: string[] };
  updateCaregiverExperience: {
    experienceAndSkills: string[];
    experienceWithMedicalConditions: string[];
    additionalInfo: string;
  };
  updateCaregiverContactAndAddress: {
    phoneNumber: string;
    mobilePhoneNumber: string;
    company: string;
    address: {
      street: string;
      houseNumber: string;
      postalCode: string;
      city: string;
      additionalInformation: string;
    };
  };
};

export type ProfileMutationName = keyof ProfileMutations;

function documentFor<Name extends ProfileMutationName>(name: Name) {
  const inputType = `${name.charAt(0).toUpperCase()}${name.slice(1)}Input`;
  return graphql<Record<Name, { caregiverId: string }>, { input: ProfileMutations[Name] }>(
    `mutation ${name}($input: ${inputType}!) { ${name}(input: $input) { caregiverId } }`,
  );
}

/** One profile mutation; on success the account's queries refetch. */
export function useUpdateProfile<Name extends ProfileMutationName>(name: Name) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileMutations[Name]) =>
      requestGraphql(client, documentFor(name), { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.all }),
  });
}
