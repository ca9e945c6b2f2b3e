import { describe, expect, it } from 'vitest';
import { fakeFetch, json, tokenReply } from '../test/fake-server';
import type { RecordedCall } from '../test/fake-server';
import { graphql, requestGraphql } from './graphql';
import { createHttpClient } from './http-client';
import { createSessionStore } from './session';

const meDocument = graphql<{ me: { caregiverId: string } }, { locale: string }>(
  'query Me($locale: String!) { me { caregiverId } }',
);

function setUp(handler: (call: RecordedCall) => Response | Promise<Response>) {
  const server = fakeFetch(handler);
  const session = createSessionStore(undefined);
  session.setTokens({
    access_token: 'access-1',
    refresh_token: 'r',
    expires_in: 900,
    token_type: 'Bearer',
  });
  const client = createHttpClient({
    baseUrl: '',
    clientId: 'c',
    clientSecret: 's',
    session,
    fetch: server.fetch,
    sleep: () => Promise.resolve(),
  });
  return { client, session, ...server };
}

describe('GraphQL helper', () => {
  it('POSTs the document and variables to /graphql with the bearer token, answering data', async () => {
    const { client, calls } = setUp(() => json(200, { data: { me: { caregiverId: 'c-1' } } }));
    await expect(requestGraphql(client, meDocument, { locale: 'DE' })).resolves.toEqual({
      me: { caregiverId: 'c-1' },
    });
    expect(calls[0]).toMatchObject({ url: '/graphql', method: 'POST' });
    expect(calls[0]?.headers.Authorization).toBe('Bearer access-1');
    expect(JSON.parse(calls[0]!.body!)).toEqual({ query: meDocument, variables: { locale: 'DE' } });
  });

  it('a GraphQL error surfaces its extensions.code as the ApiError code', async () => {
    const { client } = setUp(() =>
      json(200, {
        data: null,
        errors: [{ message: 'x', extensions: { code: 'CONTRACT_NOT_FOUND' } }],
      }),
    );
    await expect(requestGraphql(client, meDocument, { locale: 'DE' })).rejects.toMatchObject({
      errorCode: 'CONTRACT_NOT_FOUND',
    });
  });

  it('an error without a code, or an HTTP error with GraphQL errors, is still coded', async () => {
    const first = setUp(() => json(200, { errors: [{ message: 'Syntax Error' }] }));
    await expect(requestGraphql(first.client, meDocument, { locale: 'DE' })).rejects.toMatchObject({
      errorCode: 'unexpected server error',
    });
    const second = setUp(() =>
      json(400, {
        errors: [{ message: 'bad', extensions: { code: 'CANNOT_DESERIALIZE_REQUEST_DATA' } }],
      }),
    );
    await expect(requestGraphql(second.client, meDocument, { locale: 'DE' })).rejects.toMatchObject(
      {
        httpStatus: 400,
        errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
      },
    );
  });

  it('UNAUTHORIZED inside a 200 answer refreshes the token once and retries', async () => {
    const { client, calls } = setUp((call) => {
      if (call.url === '/auth/token') return tokenReply('access-2');
      return call.headers.Authorization === 'Bearer access-2'
        ? json(200, { data: { me: { caregiverId: 'c-1' } } })
        : json(200, {
            data: null,
            errors: [{ message: 'no', extensions: { code: 'UNAUTHORIZED' } }],
          });
    });
    await expect(requestGraphql(client, meDocument, { locale: 'DE' })).resolves.toEqual({
      me: { caregiverId: 'c-1' },
    });
    expect(calls.map((call) => call.url)).toEqual(['/graphql', '/auth/token', '/graphql']);
  });

  it('anonymous documents (password reset) go without a token, even when signed out', async () => {
    const { client, calls, session } = setUp(() => json(200, { data: { me: null } }));
    session.clear();
    await requestGraphql(client, meDocument, { locale: 'DE' }, { auth: 'none' });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });
});
