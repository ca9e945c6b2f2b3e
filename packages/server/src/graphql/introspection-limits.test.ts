import { buildSchema, getIntrospectionQuery, GraphQLError, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { introspectionRule, MAX_INTROSPECTION_DEPTH } from './introspection-limits.js';

const schema = buildSchema('type Query { ok: Boolean }');
const refusals = (query: string) =>
  validate(schema, parse(query), [introspectionRule((message) => new GraphQLError(message))]).map(
    (error) => error.message,
  );

const EVERYTHING = getIntrospectionQuery({
  descriptions: true,
  inputValueDeprecation: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  oneOf: true,
});

describe('introspectionRule', () => {
  it("lets graphql-js's standard query through, with or without its options", () => {
    expect(refusals(getIntrospectionQuery())).toEqual([]);
    expect(refusals(EVERYTHING)).toEqual([]);
  });

  it('refuses one level more than the standard query has', () => {
    const deeper = EVERYTHING.replace(
      /ofType \{\s*name\s*kind\s*\}/,
      'ofType { name kind ofType { name } }',
    );
    expect(deeper).not.toBe(EVERYTHING);
    expect(refusals(deeper)).toEqual([
      `The introspection query is ${MAX_INTROSPECTION_DEPTH + 1} levels deep; at most ${MAX_INTROSPECTION_DEPTH}`,
    ]);
  });

  it('counts levels and lists through fragments and inline fragments', () => {
    expect(
      refusals(`{ __type(name: "Query") { ...A } }
        fragment A on __Type { fields { ... on __Field { args { ...B } } } }
        fragment B on __InputValue { type { enumValues { name } possibleTypes { name } } }`),
    ).toEqual([]);
    expect(
      refusals(`{ __schema { types { ...A } } }
        fragment A on __Type { fields { ... on __Field { args { ...B } } } }
        fragment B on __InputValue { type { enumValues { name } } }`),
    ).toEqual(['The introspection query nests 4 lists; at most 3']);
  });

  it('answers the schema once per request, however it is spelled', () => {
    expect(
      refusals(
        '{ a: __schema { queryType { name } } ...F } fragment F on Query { __schema { queryType { name } } }',
      ),
    ).toEqual(['The schema may be asked for once per request']);
  });
});
