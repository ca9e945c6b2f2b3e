import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';
import type { Availability } from './get-availability';
import { accountQueryKeys } from './query-keys';

export const bookedOutMutation = graphql<
  { setCaregiverBookedOut: { bookedOut: boolean } },
  { bookedOut: boolean }
>(`
  mutation SetCaregiverBookedOut($bookedOut: Boolean!) {
    setCaregiverBookedOut(input: { bookedOut: $bookedOut }) {
      bookedOut
    }
  }
`);

export const travelDistanceMutation = graphql<
  { updateCaregiverTravelDistance: { travelDistance: number } },
  { travelDistance: number }
>(`
  mutation UpdateCaregiverTravelDistance($travelDistance: Int!) {
    updateCaregiverTravelDistance(input: { travelDistance: $travelDistance }) {
      travelDistance
    }
  }
`);

/**
 * spec 2 §4: the available-for-new-customers switch toggles optimistically and is reverted by
 * refetching on error.
 */
export function useSetBookedOut() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const key = accountQueryKeys.availability();
  return useMutation({
    mutationFn: (bookedOut: boolean) => requestGraphql(client, bookedOutMutation, { bookedOut }),
    onMutate: async (bookedOut) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<Availability>(key, (old) => old && { ...old, bookedOut });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** spec 2 §5: 1 to 30 km, whole numbers (the slider cannot give others). */
export function useUpdateTravelDistance() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const key = accountQueryKeys.availability();
  return useMutation({
    mutationFn: (travelDistance: number) =>
      requestGraphql(client, travelDistanceMutation, { travelDistance }),
    onSuccess: ({ updateCaregiverTravelDistance }) =>
      queryClient.setQueryData<Availability>(
        key,
        (old) => old && { ...old, travelDistance: updateCaregiverTravelDistance.travelDistance },
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
