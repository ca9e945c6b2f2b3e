import {
  BOOKING_STATUSES,
  followUpBlockOf,
  selectListedContracts,
  type BookingStatus,
  type FollowUpBlock,
} from '@careport/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useHttpClient } from '../../../lib/api-context';
import type { HttpClient } from '../../../lib/http-client';

// spec 1 §7 GET /caregiver-app/contract-aggregate (snake_case); the customer picker needs only
// who the contract is with, whether it is active and whether its first booking is done.
const contractsReplySchema = z.object({
  data: z.array(
    z.object({
      contract_id: z.string(),
      is_active: z.boolean(),
      cancelation_scheduled_for: z.string().nullish(),
      first_booking: z.object({ status: z.enum(BOOKING_STATUSES) }).nullish(),
      care_receiver: z.object({
        name: z.object({ first_name: z.string(), last_name: z.string() }),
      }),
    }),
  ),
});

export type PickerContract = {
  contractId: string;
  isActive: boolean;
  cancelationScheduledFor: string | null;
  firstBooking: { status: BookingStatus } | null;
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
    firstBooking: contract.first_booking ?? null,
    careReceiver: {
      name: {
        firstName: contract.care_receiver.name.first_name,
        lastName: contract.care_receiver.name.last_name,
      },
    },
  }));
}

export type PickerContracts = {
  /** What the picker offers. */
  pickable: PickerContract[];
  /** Active contracts it does not offer, each with the reason the screen names (issue 39). */
  withheld: { contract: PickerContract; block: FollowUpBlock }[];
};

/**
 * spec 1 §2, §9: the picker lists active contracts by last name in German collation; spec 1 §4:
 * only those that take follow-up appointments (first booking documented, no cancellation
 * scheduled): the same rule as the customer detail's add button. Issue 39: the others are kept
 * with their reason, so a customer does not vanish from the picker without a word.
 */
export function selectPickableContracts(contracts: PickerContract[]): PickerContracts {
  const result: PickerContracts = { pickable: [], withheld: [] };
  for (const contract of selectListedContracts(contracts)) {
    const block = followUpBlockOf(contract);
    if (block === null) result.pickable.push(contract);
    else result.withheld.push({ contract, block });
  }
  return result;
}

export function useActiveContracts() {
  const client = useHttpClient();
  return useQuery({
    queryKey: contractsQueryKey,
    queryFn: ({ signal }) => getContracts(client, signal),
    select: selectPickableContracts,
  });
}
