import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';
import { accountQueryKeys } from './query-keys';

/** spec 2 §3 bank and tax; `tax` is null for employees (spec 2 §6, withheld by the server). */
export type FinancialDetails = {
  caregiverId: string;
  isEditable: boolean;
  bank: { iban: string | null; bic: string | null };
  tax: { taxNo: string | null; ustId: string | null } | null;
};

export type FinancialDetailsInput = {
  bank: { iban: string; bic: string };
  tax: { taxNo: string; ustId: string };
};

const FIELDS = 'caregiverId isEditable bank { iban bic } tax { taxNo ustId }';

export const detailsDocument = graphql<{ financialDetails: FinancialDetails }>(
  `query FinancialDetails { financialDetails { ${FIELDS} } }`,
);

export const updateDocument = graphql<
  { updateCaregiverFinancialDetails: FinancialDetails },
  { input: FinancialDetailsInput }
>(
  `mutation UpdateCaregiverFinancialDetails($input: UpdateCaregiverFinancialDetailsInput!) {
    updateCaregiverFinancialDetails(input: $input) { ${FIELDS} }
  }`,
);

export function useFinancialDetails() {
  const client = useHttpClient();
  return useQuery({
    queryKey: accountQueryKeys.financialDetails(),
    queryFn: async ({ signal }) =>
      (await requestGraphql(client, detailsDocument, {}, { signal })).financialDetails,
  });
}

/** spec 2 §7 updateCaregiverFinancialDetails; the answer is the new state of the details. */
export function useUpdateFinancialDetails() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FinancialDetailsInput) =>
      (await requestGraphql(client, updateDocument, { input })).updateCaregiverFinancialDetails,
    onSuccess: (details) => {
      queryClient.setQueryData(accountQueryKeys.financialDetails(), details);
    },
  });
}
