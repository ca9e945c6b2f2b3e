import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  parse,
  specifiedRules,
  validate,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { validationRules } from '../packages/server/src/graphql/limits';

// Issue 42 §1: the server's limits (aliases, cost, lists per request) must refuse the attacks and
// still take every document the app sends. Across packages, so here: the server does not import
// the app, nor the app the server (architecture.test.ts).
const root = join(import.meta.dirname, '..');
const schema = buildSchema(readFileSync(join(root, 'docs/api/schema.graphql'), 'utf8'));

const modules = import.meta.glob<Record<string, unknown>>(
  ['../packages/web/src/**/api/*.ts', '!../packages/web/src/**/*.test.ts'],
  { eager: true },
);

type Found = { file: string; name: string; text: string };

/** Every exported string of an api module that is a GraphQL operation. */
function appDocuments(): Found[] {
  const found: Found[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const value of Object.values(exports)) {
      if (typeof value !== 'string' || !/^\s*(query|mutation)\b/.test(value)) continue;
      const operation = parse(value).definitions[0] as OperationDefinitionNode;
      found.push({ file, name: operation.name?.value ?? '', text: value });
    }
  }
  return found;
}

/** Operation names written in the api modules' sources: a document left unexported shows here. */
function namesInSources(): string[] {
  return Object.keys(modules).flatMap((file) =>
    [
      ...readFileSync(join(import.meta.dirname, file), 'utf8').matchAll(
        /`\s*(?:query|mutation)\s+(\w+)/g,
      ),
    ].map((match) => match[1] ?? ''),
  );
}

const rules = [...specifiedRules, ...validationRules];

describe("the app's GraphQL documents under the server's limits (issue 42 §1)", () => {
  const documents = appDocuments();

  it('finds every document the api modules write (each must be exported)', () => {
    expect(documents.map((document) => document.name).sort()).toEqual(namesInSources().sort());
    expect(documents.map((document) => document.name)).toEqual(
      expect.arrayContaining(['DiaryBookings', 'Dashboard', 'BadgeCounts', 'CustomerContracts']),
    );
  });

  it.each(documents.map((document) => [document.name, document] as const))(
    '%s passes validation with the limits',
    (_name, document) => {
      expect(validate(schema, parse(document.text), rules).map((error) => error.message)).toEqual(
        [],
      );
    },
  );
});
