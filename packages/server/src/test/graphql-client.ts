import type { TestApp } from './test-app.js';

export type GraphQLError = {
  message: string;
  extensions?: { code?: string; details?: Record<string, string> };
};
export type GraphQLBody<T> = { data: T | null; errors?: GraphQLError[] };

/** POST /graphql as `token`; the parsed body. */
export async function graphqlAs<T>(
  t: TestApp,
  token: string,
  query: string,
  variables: object = {},
): Promise<GraphQLBody<T>> {
  const response = await t.request({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${token}` },
    payload: { query, variables },
  });
  return response.json<GraphQLBody<T>>();
}

/** The first error's code and details, for asserting refusals. */
export function firstError(body: GraphQLBody<unknown>) {
  const [error] = body.errors ?? [];
  return { code: error?.extensions?.code, details: error?.extensions?.details };
}
