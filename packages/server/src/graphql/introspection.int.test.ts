// Issue 41: the standard introspection query (graphql-js's getIntrospectionQuery, which GraphiQL,
// codegen and Apollo's tools send) answers the schema to whoever may introspect; introspection is
// bounded by its own rule (graphql/introspection-limits.ts), not by the ordinary query limits.
import { readFile } from 'node:fs/promises';
import {
  buildClientSchema,
  getIntrospectionQuery,
  printSchema,
  type IntrospectionQuery,
} from 'graphql';
import { format, resolveConfig } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { SCHEMA_SDL_PATH } from './schema-sdl.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const created = await t.createCaregiver();
  token = (await t.login(created.email, created.password)).access_token;
});
afterAll(async () => {
  await t?.close();
});

type Answer = {
  data?: IntrospectionQuery | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

async function post(query: string, options: { isSignedIn?: boolean } = { isSignedIn: true }) {
  const response = await t.request({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(options.isSignedIn ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify({ query }),
  });
  return { status: response.statusCode, body: response.json<Answer>() };
}

const codes = (body: Answer) => body.errors?.map((error) => error.extensions?.code);

/** The exported SDL without its two header lines, as printSchema prints it, then formatted alike. */
async function formatted(sdl: string): Promise<string> {
  const options = (await resolveConfig(SCHEMA_SDL_PATH)) ?? {};
  return format(sdl, { ...options, parser: 'graphql' });
}

const STANDARD = getIntrospectionQuery();
const EVERYTHING = getIntrospectionQuery({
  descriptions: true,
  inputValueDeprecation: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
});

describe('the standard introspection query', () => {
  it.each([
    ['with the defaults', STANDARD],
    ['with every option', EVERYTHING],
  ])('answers the schema docs/api publishes, %s', async (_name, query) => {
    const answer = await post(query);
    expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    const client = buildClientSchema(answer.body.data as IntrospectionQuery);
    const published = (await readFile(SCHEMA_SDL_PATH, 'utf8')).replace(/^(#.*\n)+\n/, '');
    expect(await formatted(printSchema(client))).toBe(published);
  });

  it("answers one type with the standard query's fragments, not priced by the cost limit", async () => {
    const fragments = STANDARD.slice(STANDARD.indexOf('fragment FullType'));
    const answer = await post(`{ __type(name: "Booking") { ...FullType } } ${fragments}`);
    expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
    expect(answer.body.data).toMatchObject({ __type: { kind: 'OBJECT', name: 'Booking' } });
  });

  it('is still refused to a caller who may not introspect', async () => {
    const answer = await post(STANDARD, { isSignedIn: false });
    expect(answer.status).toBe(403);
    expect(codes(answer.body)).toEqual(['FORBIDDEN']);
  });
});

describe('introspection bounded by its own rule', () => {
  it('refuses a __schema query nested deeper than the standard one, before running it', async () => {
    // Every field's type's fields, again and again: each level multiplies the answer.
    let selection = 'name';
    for (let level = 0; level < 8; level += 1) selection = `name fields { type { ${selection} } }`;
    const answer = await post(`{ __schema { types { ${selection} } } }`);
    expect(answer.status).toBe(400);
    expect(codes(answer.body)).toContain('QUERY_TOO_COMPLEX');
  });

  it('refuses more nested lists than the standard query has, within its depth', async () => {
    // graphql-js's own MaxIntrospectionDepthRule counts only fields/interfaces/possibleTypes/inputFields.
    const query = '{ __schema { types { fields { args { type { enumValues { name } } } } } } }';
    const answer = await post(query);
    expect(answer.status).toBe(400);
    expect(codes(answer.body)).toContain('QUERY_TOO_COMPLEX');
  });

  it('answers the schema once per request', async () => {
    const answer = await post('{ a: __schema { types { name } } b: __schema { types { name } } }');
    expect(answer.status).toBe(400);
    expect(codes(answer.body)).toContain('QUERY_TOO_COMPLEX');
  });

  it('keeps the ordinary depth for the rest of an introspection document', async () => {
    // The schema has no cycle deep enough, so the levels below `me` are unknown fields: the
    // depth is counted before anything else is checked.
    let selection = 'name';
    for (let level = 0; level < 12; level += 1) selection = `level${level} { ${selection} }`;
    const answer = await post(`{ __schema { queryType { name } } me { ${selection} } }`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual(
      expect.objectContaining({
        message: 'The query is 14 levels deep; at most 12',
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      }),
    );
  });
});
