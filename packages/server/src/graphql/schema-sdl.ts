import { createRequire } from 'node:module';
import path from 'node:path';
import type * as GraphQL from 'graphql';
import { format, resolveConfig } from 'prettier';
import { REPOSITORY_ROOT } from '../config.js';
import { schema } from './schema.js';

/** Where the exported SDL lives (DESIGN.md: docs/api, GraphQL SDL is exported). */
export const SCHEMA_SDL_PATH = path.join(REPOSITORY_ROOT, 'docs', 'api', 'schema.graphql');

// graphql ships a CommonJS and an ES build. Pothos and Mercurius load the CommonJS one under
// Node; under Vite (vitest) a plain `import` would get the ES one, whose printSchema refuses a
// schema "from another module or realm". Requiring it picks the schema's own copy everywhere.
const { printSchema } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

const HEADER =
  '# Generated from packages/server/src/graphql by `npm run -w packages/server export-schema`.\n' +
  '# Do not edit by hand; a test fails when it is out of date.\n\n';

/**
 * The SDL as the repository keeps it: formatted by the project's Prettier settings, so
 * `prettier --check .` and the freshness test agree. Used by the export CLI and the test only
 * (Prettier is a development dependency).
 */
export async function printSchemaSdl(): Promise<string> {
  const options = (await resolveConfig(SCHEMA_SDL_PATH)) ?? {};
  return format(`${HEADER}${printSchema(schema)}\n`, { ...options, parser: 'graphql' });
}
