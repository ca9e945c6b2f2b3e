import { useCallback } from 'react';
import { useHttpClient } from '../../../lib/api-context';
import type { HttpClient } from '../../../lib/http-client';
import { graphql, requestGraphql } from '../../../lib/graphql';
import { useSubmission } from '../../../lib/use-submission';

// spec 2 §7: the password-reset request mutation {email, environment}, returning a status.
export const requestPasswordResetDocument = graphql<
  { requestPasswordReset: { status: string } },
  { email: string; environment: string }
>(`
  mutation RequestPasswordReset($email: String!, $environment: String!) {
    requestPasswordReset(input: { email: $email, environment: $environment }) {
      status
    }
  }
`);

/** The reset link leads into this web app (not a native one). */
const ENVIRONMENT = 'web';

export async function requestPasswordReset(client: HttpClient, email: string) {
  const data = await requestGraphql(
    client,
    requestPasswordResetDocument,
    { email, environment: ENVIRONMENT },
    { auth: 'none' },
  );
  return data.requestPasswordReset;
}

export function useRequestPasswordReset() {
  const client = useHttpClient();
  return useSubmission(
    useCallback((email: string) => requestPasswordReset(client, email), [client]),
  );
}
