import type { AbsenceReason } from '@careport/domain';
import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';
import { accountQueryKeys } from './query-keys';

// spec 2 §7 availability (bookedOut, absences, travelDistance).
export type Absence = { absenceId: string; from: string; to: string; reason: AbsenceReason };
export type Availability = { bookedOut: boolean; travelDistance: number; absences: Absence[] };

export const availabilityDocument = graphql<{ me: Availability }>(`
  query Availability {
    me {
      bookedOut
      travelDistance
      absences {
        absenceId
        from
        to
        reason
      }
    }
  }
`);

/** `isEnabled` false until the caller is known to be independent (employees are refused it). */
export function useAvailability(isEnabled = true) {
  const client = useHttpClient();
  return useQuery({
    queryKey: accountQueryKeys.availability(),
    enabled: isEnabled,
    queryFn: async ({ signal }) =>
      (await requestGraphql(client, availabilityDocument, {}, { signal })).me,
  });
}
