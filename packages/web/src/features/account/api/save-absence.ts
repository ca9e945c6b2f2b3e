import type { AbsenceInput } from '@careport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';
import type { Absence } from './get-availability';
import { accountQueryKeys } from './query-keys';

export const createAbsenceMutation = graphql<
  { createCaregiverAbsence: Absence },
  { input: AbsenceInput }
>(`
  mutation CreateCaregiverAbsence($input: AbsenceInput!) {
    createCaregiverAbsence(input: $input) {
      absenceId
      from
      to
      reason
    }
  }
`);

export const updateAbsenceMutation = graphql<
  { updateCaregiverAbsence: Absence },
  { input: AbsenceInput & { id: string } }
>(`
  mutation UpdateCaregiverAbsence($input: UpdateAbsenceInput!) {
    updateCaregiverAbsence(input: $input) {
      absenceId
      from
      to
      reason
    }
  }
`);

export const deleteAbsenceMutation = graphql<
  { deleteCaregiverAbsence: { deletedId: string } },
  { id: string }
>(`
  mutation DeleteCaregiverAbsence($id: String!) {
    deleteCaregiverAbsence(id: $id) {
      deletedId
    }
  }
`);

/** spec 2 §7 create (no id) or update (with the absence's id) an absence. */
export function useSaveAbsence() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: AbsenceInput & { id?: string }) =>
      id === undefined
        ? (await requestGraphql(client, createAbsenceMutation, { input })).createCaregiverAbsence
        : (await requestGraphql(client, updateAbsenceMutation, { input: { ...input, id } }))
            .updateCaregiverAbsence,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.availability() }),
  });
}

/** spec 2 §7 delete absence by id (answers deletedId). */
export function useDeleteAbsence() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await requestGraphql(client, deleteAbsenceMutation, { id })).deleteCaregiverAbsence,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.availability() }),
  });
}
