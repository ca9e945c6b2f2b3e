import type { BookingFeedbackInput, FurtherAppointmentAnswer } from '@careport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../../lib/api-context';
import { graphql, requestGraphql } from '../../../../lib/graphql';
import type { HttpClient } from '../../../../lib/http-client';

// spec 1 §7 GraphQL mutation bookingFeedback: the survey's answers, all strings; returns status.
export type BookingFeedbackVariables = {
  input: BookingFeedbackInput & { furtherAppointments?: FurtherAppointmentAnswer };
};

export const bookingFeedbackMutation = graphql<
  { bookingFeedback: { status: string } },
  BookingFeedbackVariables
>(`
  mutation BookingFeedback($input: BookingFeedbackInput!) {
    bookingFeedback(input: $input) {
      status
    }
  }
`);

export async function submitBookingFeedback(
  client: HttpClient,
  variables: BookingFeedbackVariables,
): Promise<string> {
  const result = await requestGraphql(client, bookingFeedbackMutation, variables);
  return result.bookingFeedback.status;
}

export function useSubmitBookingFeedback() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: BookingFeedbackVariables) => submitBookingFeedback(client, variables),
    // The 'survey needed' label changes (spec 1 §4), whether or not the answer was saved.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
