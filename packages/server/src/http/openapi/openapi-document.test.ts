import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH, printOpenApiDocument } from './openapi-document.js';

describe('docs/api/openapi.json', () => {
  it('is the current description (run `npm run -w packages/server openapi` after a change)', async () => {
    expect(await readFile(OPENAPI_PATH, 'utf8')).toBe(printOpenApiDocument());
  });
});
