import type { ConfirmationChoice } from '@careport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';
import type { HttpClient } from '../../../lib/http-client';
import { invalidateContract } from './query-keys';

// spec 1 §7 updateContractConfirmationStatus(contractId, status) → messageId.
export const updateContractConfirmationStatusDocument = graphql<
  { updateContractConfirmationStatus: { messageId: string } },
  { contractId: string; status: ConfirmationChoice }
>(`
  mutation UpdateContractConfirmationStatus(
    $contractId: String!
    $status: ContractConfirmationStatus!
  ) {
    updateContractConfirmationStatus(contractId: $contractId, status: $status) {
      messageId
    }
  }
`);

export async function updateContractConfirmationStatus(
  client: HttpClient,
  contractId: string,
  status: ConfirmationChoice,
): Promise<void> {
  await requestGraphql(client, updateContractConfirmationStatusDocument, { contractId, status });
}

/** spec 1 §4: after success (and after a failure, which may have raced) the contract is refetched. */
export function useUpdateContractConfirmationStatus(contractId: string) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ConfirmationChoice) =>
      updateContractConfirmationStatus(client, contractId, status),
    onSettled: () => invalidateContract(queryClient, contractId),
  });
}
