// Issue 15 §6–§9: GraphQL's limits, the request shapes that answered 500, the error log, and
// introspection. Each case is what a client (or the server's log) would notice.
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../seed/factories.js';
import {
  createTestApp,
  form,
  FORM_HEADERS,
  randomAddress,
  type TestApp,
} from '../test/test-app.js';
import { ANONYMOUS_LIMIT_PER_MINUTE } from './request-guard.js';

let t: TestApp;
let caregiver: { id: string; email: string; password: string; token: string };
beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
  const created = await t.createCaregiver();
  const tokens = await t.login(created.email, created.password);
  caregiver = { ...created, token: tokens.access_token };
  await createBooking(t.db, { caregiverId: created.id, startDate: t.clock.now() });
});
afterAll(async () => {
  await t?.close();
});

type GraphQLBody = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  status?: number;
  errorCode?: string;
};

async function post(payload: unknown, options: { token?: string; address?: string } = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    ...(options.address ? { remoteAddress: options.address } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json<GraphQLBody>(),
    headers: response.headers,
  };
}

const codes = (body: GraphQLBody) => body.errors?.map((error) => error.extensions?.code);
const resetRequest = (alias: string, email: string) =>
  `${alias}: requestPasswordReset(input: { email: "${email}" }) { status }`;
/** Log lines at error level or above, or the "already sent" warning, since `from`. */
const problemsLoggedSince = (from: number) =>
  t.logs
    .slice(from)
    .filter((line) => line.level >= 50 || /already sent/i.test(JSON.stringify(line)));

describe('GraphQL limits (issue 15 §6)', () => {
  it('refuses a second password-reset mutation in one request, aliased or in fragments, before sending anything', async () => {
    const mailsBefore = t.mails.length;
    const twice = await post({
      query: `mutation { ${resetRequest('a', caregiver.email)} ${resetRequest('b', caregiver.email)} }`,
    });
    expect(twice.status).toBe(400);
    expect(codes(twice.body)).toContain('QUERY_TOO_COMPLEX');
    const inFragments = await post({
      query: `mutation { ...A ...B }
        fragment A on Mutation { ${resetRequest('a', caregiver.email)} }
        fragment B on Mutation { ... on Mutation { resetPassword(input: { email: "${caregiver.email}", token: "x", password: "secret1" }) { status } ${resetRequest('c', caregiver.email)} } }`,
    });
    expect(inFragments.status).toBe(400);
    expect(codes(inFragments.body)).toContain('QUERY_TOO_COMPLEX');
    await t.settle();
    expect(t.mails).toHaveLength(mailsBefore);

    const once = await post({ query: `mutation { ${resetRequest('a', caregiver.email)} }` });
    expect(once.status).toBe(200);
    await t.settle();
    expect(t.mails).toHaveLength(mailsBefore + 1);
  });

  it('refuses 1 000 aliases of resetPassword and of allBookings with a 4xx, executing nothing', async () => {
    const resets = Array.from(
      { length: 1000 },
      (_, index) =>
        `r${index}: resetPassword(input: { email: "${caregiver.email}", token: "t", password: "secret${index}" }) { status }`,
    );
    const started = Date.now();
    const anonymous = await post({ query: `mutation { ${resets.join(' ')} }` });
    // Refused by its size (over MAX_QUERY_CHARS) before it is even parsed.
    expect(anonymous.status).toBe(400);
    expect(anonymous.body).toEqual({ status: 400, errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA' });
    // One argon2 hash alone takes tens of milliseconds; 1 000 took 6.6 s (issue 15 §6).
    expect(Date.now() - started).toBeLessThan(2000);
    const sixteen = resets.slice(0, 16).join(' ');
    const aliased = await post({ query: `mutation { ${sixteen} }` });
    expect(aliased.status).toBe(400);
    expect(codes(aliased.body)).toContain('QUERY_TOO_COMPLEX');
    expect(aliased.body).not.toHaveProperty('data');

    const lists = Array.from({ length: 16 }, (_, index) => `b${index}: allBookings { bookingId }`);
    const signedIn = await post({ query: `{ ${lists.join(' ')} }` }, { token: caregiver.token });
    expect(signedIn.status).toBe(400);
    // Refused for its aliases and (issue 42 §1) for its lists.
    expect(new Set(codes(signedIn.body))).toEqual(new Set(['QUERY_TOO_COMPLEX']));
    expect(signedIn.body.errors?.[0]?.message).toMatch(/aliases/i);
    expect(signedIn.body).not.toHaveProperty('data');

    const two = await post(
      { query: '{ a: allBookings { bookingId } b: allBookings { bookingId } }' },
      { token: caregiver.token },
    );
    expect(two.status).toBe(200);
    expect((two.body.data?.a as unknown[]).length).toBe(1);
  });

  it('refuses 15 aliased diaries, and as many lists behind fragments, executing nothing (issue 42 §1)', async () => {
    const diary =
      'bookingId contractId startDate endDate status careReceiver { firstName lastName }';
    const aliased = Array.from({ length: 15 }, (_, index) => `d${index}: allBookings { ${diary} }`);
    const fifteen = await post({ query: `{ ${aliased.join(' ')} }` }, { token: caregiver.token });
    expect(fifteen.status).toBe(400);
    expect(codes(fifteen.body)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(fifteen.body.errors?.[0]?.message).toMatch(/lists/i);
    expect(fifteen.body).not.toHaveProperty('data');

    // Four spreads of a fragment holding two lists: 8, without an alias in sight.
    const spread = await post(
      {
        query: `{ ...L ...L ...L ...L }
          fragment L on Query { allBookings { bookingId } allContracts { contractId } }`,
      },
      { token: caregiver.token },
    );
    expect(spread.status).toBe(400);
    expect(codes(spread.body)).toEqual(['QUERY_TOO_COMPLEX']);

    const two = await post(
      { query: `{ a: allBookings { ${diary} } b: allBookings { bookingId } }` },
      { token: caregiver.token },
    );
    expect(two.status).toBe(200);
  });

  it('refuses a document over the cost or token limit with a clear 400', async () => {
    const costly = `{ allBookings { ${'bookingId '.repeat(700)} } }`;
    const cost = await post({ query: costly }, { token: caregiver.token });
    expect(cost.status).toBe(400);
    expect(codes(cost.body)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(cost.body.errors?.[0]?.message).toMatch(/cost limit/i);

    const long = `{ allBookings { ${'a '.repeat(2500)} } }`;
    const tokens = await post({ query: long }, { token: caregiver.token });
    expect(tokens.status).toBe(400);
    expect(tokens.body.errors?.[0]?.message).toMatch(/tokens/i);
  });

  it('limits anonymous requests per address and minute, and not signed-in callers', async () => {
    const address = randomAddress();
    const query = { query: '{ __typename }' };
    for (let index = 0; index < ANONYMOUS_LIMIT_PER_MINUTE; index += 1) {
      expect((await post(query, { address })).status).toBe(200);
    }
    const over = await post(query, { address });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ status: 429, errorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(query, { address, token: caregiver.token })).status).toBe(200);
    expect((await post(query, { address: randomAddress() })).status).toBe(200);
    t.clock.advance(61_000);
    expect((await post(query, { address })).status).toBe(200);
  });
});

describe('shapes that answered 500 (issue 15 §7)', () => {
  it.each([
    ['a number', { query: 5 }],
    ['null', { query: null }],
    ['a boolean', { query: true }],
    ['an object', { query: { kind: 'Document' } }],
    ['an empty text', { query: '' }],
    ['an array body', [{ query: '{ __typename }' }]],
    ['variables that are a list', { query: '{ __typename }', variables: [1] }],
    ['an operation name that is a number', { query: '{ __typename }', operationName: 3 }],
  ])('answers query as %s with 400 CANNOT_DESERIALIZE_REQUEST_DATA', async (_name, payload) => {
    const logged = t.logs.length;
    const response = await post(payload, { token: caregiver.token });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 400, errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA' });
    expect(problemsLoggedSince(logged)).toEqual([]);
  });

  it('never executes a query text that is a JSON syntax tree', async () => {
    const mailsBefore = t.mails.length;
    const tree = parse(`mutation { ${resetRequest('a', caregiver.email)} }`, { noLocation: true });
    const response = await post({ query: JSON.stringify(tree) });
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
    await t.settle();
    expect(t.mails).toHaveLength(mailsBefore);
  });

  it('answers variables nested 5 000 levels deep with 400', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    for (const query of [
      '{ allBookings { bookingId } }',
      'query ($a: ID) { node(id: $a) { id } }',
    ]) {
      const response = await post(`{"query":${JSON.stringify(query)},"variables":${deep}}`, {
        token: caregiver.token,
      });
      expect(response.status).toBe(400);
      expect(response.body.errorCode).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
    }
  });

  it('answers node and nodes with an id of an unknown type as not found, logging no error', async () => {
    const logged = t.logs.length;
    const unknown = Buffer.from('Nope:1').toString('base64');
    const node = await post(
      { query: 'query ($id: ID!) { node(id: $id) { id } }', variables: { id: unknown } },
      { token: caregiver.token },
    );
    expect(node.status).toBe(200);
    expect(node.body).toEqual({ data: { node: null } });
    const mine = await post({ query: '{ me { id } }' }, { token: caregiver.token });
    const myId = (mine.body.data?.me as { id: string }).id;
    const nodes = await post(
      {
        query: 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
        variables: { ids: [unknown, myId] },
      },
      { token: caregiver.token },
    );
    expect(nodes.body).toEqual({ data: { nodes: [null, { id: myId }] } });
    expect(problemsLoggedSince(logged)).toEqual([]);
  });
});

describe('the error log (issue 15 §8)', () => {
  it('logs no error for GraphQL 400s: syntax, unknown field, bad variables', async () => {
    const logged = t.logs.length;
    const answers = await Promise.all([
      post({ query: '{ me { ' }, { token: caregiver.token }),
      post({ query: '{ me { salary } }' }, { token: caregiver.token }),
      post({ query: 'query ($id: ID!) { node(id: $id) { id } }', variables: { id: { x: 1 } } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    // Let any late "already sent" warning land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(problemsLoggedSince(logged)).toEqual([]);
  });
});

describe('introspection (issue 15 §9)', () => {
  const SCHEMA = '{ __schema { queryType { name } } }';
  const TYPE = '{ __type(name: "Booking") { name } }';

  it('is refused to anonymous callers and answered to signed-in ones by default', async () => {
    for (const query of [
      SCHEMA,
      TYPE,
      `query { ...F } fragment F on Query { __schema { types { name } } }`,
    ]) {
      const anonymous = await post({ query });
      expect(anonymous.status).toBe(403);
      expect(codes(anonymous.body)).toEqual(['FORBIDDEN']);
    }
    expect((await post({ query: '{ __typename }' })).body).toEqual({
      data: { __typename: 'Query' },
    });
    const signedIn = await post({ query: SCHEMA }, { token: caregiver.token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it("answers misspelt names without suggesting the schema's own (issue 42 §2)", async () => {
    const misspelt = [
      { query: '{ me { emial } }' },
      { query: '{ booking(bokingId: "x") { bookingId } }' },
      { query: 'query ($l: DefinitionLocal!) { languageKeys }', variables: { l: 'DE' } },
      {
        query: 'query ($l: DefinitionLocale!) { profileDefinitions(locale: $l) { keys } }',
        variables: { l: 'de' },
      },
    ];
    for (const payload of misspelt) {
      for (const token of [caregiver.token, undefined]) {
        const response = await post(payload, token ? { token } : {});
        expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
        expect(response.body.errors?.length).toBeGreaterThan(0);
        for (const error of response.body.errors ?? []) {
          expect(error.message).not.toMatch(/did you mean/i);
          expect(error.extensions?.code).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
        }
      }
    }
  });

  it('is refused to everyone when GRAPHQL_INTROSPECTION=off', async () => {
    const strict = await createTestApp({ env: { GRAPHQL_INTROSPECTION: 'off' } });
    try {
      const someone = await strict.createCaregiver();
      const { access_token } = await strict.login(someone.email, someone.password);
      const response = await strict.request({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${access_token}` },
        payload: { query: SCHEMA },
      });
      expect(response.statusCode).toBe(403);
      const me = await strict.request({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${access_token}` },
        payload: { query: '{ me { email } }' },
      });
      expect(me.json()).toEqual({ data: { me: { email: someone.email } } });
    } finally {
      await strict.close();
    }
  });
});

describe('GraphQL over HTTP: JSON bodies, queries only over GET (issue 42 §3)', () => {
  const resetMutation = () => `mutation { ${resetRequest('a', caregiver.email)} }`;

  it('refuses a form-encoded or text POST with 415, sending no reset mail', async () => {
    const mailsBefore = t.mails.length;
    const bodies = [
      { headers: FORM_HEADERS, payload: form({ query: resetMutation() }) },
      {
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ query: resetMutation() }),
      },
      { headers: { 'content-type': 'application/graphql' }, payload: resetMutation() },
      { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' },
    ];
    for (const { headers, payload } of bodies) {
      const response = await t.request({ method: 'POST', url: '/graphql', headers, payload });
      expect(response.statusCode, headers['content-type']).toBe(415);
      expect(response.json()).toEqual({
        status: 415,
        errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
      });
    }
    await t.settle();
    expect(t.mails).toHaveLength(mailsBefore);
  });

  it('refuses a mutation over GET with 405 and Allow: POST, and an unclear operation with 400', async () => {
    const mailsBefore = t.mails.length;
    const twoOperations = `query A { __typename } ${resetMutation().replace('mutation', 'mutation B')}`;
    const cases: { search: Record<string, string>; status: number }[] = [
      { search: { query: resetMutation() }, status: 405 },
      { search: { query: twoOperations, operationName: 'B' }, status: 405 },
      // Several operations and none named, or an unknown name: these answered 500.
      { search: { query: twoOperations }, status: 400 },
      { search: { query: '{ __typename }', operationName: 'Missing' }, status: 400 },
    ];
    for (const { search, status } of cases) {
      const response = await t.request({
        method: 'GET',
        url: `/graphql?${new URLSearchParams(search).toString()}`,
      });
      expect(response.statusCode, JSON.stringify(search)).toBe(status);
      expect(response.json()).toEqual({ status, errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA' });
      if (status === 405) expect(response.headers.allow).toBe('POST');
    }
    await t.settle();
    expect(t.mails).toHaveLength(mailsBefore);
  });

  it('still answers JSON POSTs (with a charset too) and queries over GET', async () => {
    const json = await t.request({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(json.json()).toEqual({ data: { __typename: 'Query' } });
    const get = await t.request({ method: 'GET', url: '/graphql?query=%7B__typename%7D' });
    expect(get.json()).toEqual({ data: { __typename: 'Query' } });
    const mailsBefore = t.mails.length;
    const reset = await post({ query: resetMutation() });
    expect(reset.status).toBe(200);
    await t.settle();
    expect(t.mails).toHaveLength(mailsBefore + 1);
  });
});
