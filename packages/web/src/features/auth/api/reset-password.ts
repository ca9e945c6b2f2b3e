import { useCallback } from 'react';
import { useHttpClient } from '../../../lib/api-context';
import type { HttpClient } from '../../../lib/http-client';
import { graphql, requestGraphql } from '../../../lib/graphql';
import { useSubmission } from '../../../lib/use-submission';

export type ResetPasswordInput = { email: string; token: string; password: string };

// spec 2 §7: the password-reset mutation {email, token, password}, returning a status.
export const resetPasswordDocument = graphql<
  { resetPassword: { status: string } },
  ResetPasswordInput
>(`
  mutation ResetPassword($email: String!, $token: String!, $password: String!) {
    resetPassword(input: { email: $email, token: $token, password: $password }) {
      status
    }
  }
`);

export async function resetPassword(client: HttpClient, input: ResetPasswordInput) {
  const data = await requestGraphql(client, resetPasswordDocument, input, { auth: 'none' });
  return data.resetPassword;
}

export function useResetPassword() {
  const client = useHttpClient();
  return useSubmission(
    useCallback((input: ResetPasswordInput) => resetPassword(client, input), [client]),
  );
}
