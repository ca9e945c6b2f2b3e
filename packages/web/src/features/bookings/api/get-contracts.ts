import { selectListedContracts } from '@careport/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useHttpClient } from '../../../lib/api-context';
import type { HttpClient } from '../../../lib/http-client';

// spec 1 §7 GET /caregiver-app/contract-aggregate (snake_case); the customer picker needs only
// who the contract is with and whether it is active.
const contractsReplySchema = z.object({
  data: z.array(
    z.object({
      contract_id: z.string(),
      is_active: z.boolean(),
      cancelation_scheduled_for: z.string().nullish(),
      care_receiver: z.object({ first_name: z.string(), last_name: z.string() }),
    }),
  ),
});

export type PickerContract = {
  contractId: string;
  isActive: boolean;
  cancelationScheduledFor: string | null;
  careReceiver: { name: { firstName: string; lastName: string } };
};

export const contractsQueryKey = ['caregiver-app', 'contract-aggregate'] as const;

export async function getContracts(
  client: HttpClient,
  signal?: AbortSignal,
): Promise<PickerContract[]> {
  const reply = await client.request<unknown>({
    path: '/caregiver-app/contract-aggregate',
    ...(signal ? { signal } : {}),
  });
  return contractsReplySchema.parse(reply).data.map((contract) => ({
    contractId: contract.contract_id,
    isActive: contract.is_active,
    cancelationScheduledFor: contract.cancelation_scheduled_for ?? null,
    careReceiver: {
      name: {
        firstName: contract.care_receiver.first_name,
        lastName: contract.care_receiver.last_name,
      },
    },
  }));
}

/** spec 1 §2, §9: the picker lists active contracts by last name in German collation. */
export function useActiveContracts() {
  const client = useHttpClient();
  return useQuery({
    queryKey: contractsQueryKey,
    queryFn: ({ signal }) => getContracts(client, signal),
    select: selectListedContracts,
  });
}
