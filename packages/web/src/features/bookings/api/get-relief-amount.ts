import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';
import { bookingQueryKeys } from './query-keys';

/**
 * Beyond the spec (issue 12): a month of the §45b relief amount on one contract; the euro figures
 * are null for employees (spec 1 §6).
 */
export type ReliefAmountUse = {
  usedMinutes: number;
  amountInCents: number | null;
  usedInCents: number | null;
  hourlyRateInCents: number | null;
};

export const reliefAmountDocument = graphql<
  { reliefAmountUse: ReliefAmountUse | null },
  { contractId: string; year: number; month: number }
>(`
  query ReliefAmountUse($contractId: String!, $year: Int!, $month: Int!) {
    reliefAmountUse(contractId: $contractId, year: $year, month: $month) {
      usedMinutes
      amountInCents
      usedInCents
      hourlyRateInCents
    }
  }
`);

/** null when the customer does not pay through the care insurance directly. */
export function useReliefAmountUse(contractId: string, year: number, month: number) {
  const client = useHttpClient();
  return useQuery({
    // Under the diary's key: every booking change refetches it with the diary.
    queryKey: [...bookingQueryKeys.all, 'relief', contractId, year, month] as const,
    queryFn: async ({ signal }) =>
      (await requestGraphql(client, reliefAmountDocument, { contractId, year, month }, { signal }))
        .reliefAmountUse,
  });
}
