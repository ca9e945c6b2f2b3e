import { describe, expect, it } from 'vitest';
import { negotiateGraphQLMediaType } from './media-type.js';

describe('negotiateGraphQLMediaType', () => {
  it.each([
    [undefined, 'application/json'],
    ['', 'application/json'],
    ['*/*', 'application/json'],
    ['application/json', 'application/json'],
    ['text/html', 'application/json'],
    ['application/graphql-response+json', 'application/graphql-response+json'],
    ['Application/GraphQL-Response+JSON; charset=utf-8', 'application/graphql-response+json'],
    [
      'application/graphql-response+json; charset=utf-8, application/json; charset=utf-8',
      'application/graphql-response+json',
    ],
    ['application/json, application/graphql-response+json', 'application/graphql-response+json'],
    ['application/graphql-response+json;q=0.5, application/json', 'application/json'],
    ['application/graphql-response+json;q=0.5, */*;q=0.9', 'application/json'],
    ['application/graphql-response+json;q=0, application/json;q=0.1', 'application/json'],
    [
      'application/json;q=0.9, application/graphql-response+json',
      'application/graphql-response+json',
    ],
  ])('answers %j in %s', (accept, expected) => {
    expect(negotiateGraphQLMediaType(accept)).toBe(expected);
  });
});
