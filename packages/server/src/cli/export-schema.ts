// `npm run -w packages/server export-schema`: writes the GraphQL SDL to docs/api/schema.graphql.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { printSchemaSdl, SCHEMA_SDL_PATH } from '../graphql/schema-sdl.js';

await mkdir(path.dirname(SCHEMA_SDL_PATH), { recursive: true });
await writeFile(SCHEMA_SDL_PATH, await printSchemaSdl());
console.log(`GraphQL schema written to ${SCHEMA_SDL_PATH}`);
