import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH, createOpenApiDocument, printOpenApiDocument } from './openapi-document.js';

describe('docs/api/openapi.json', () => {
  it('is the current description (run `npm run -w packages/server openapi` after a change)', async () => {
    expect(await readFile(OPENAPI_PATH, 'utf8')).toBe(printOpenApiDocument());
  });

  it('lets a client see that every back-office call takes the machine token or a staff token', () => {
    const document = createOpenApiDocument();
    expect(document.components?.securitySchemes?.['staff']).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const opsOperations = Object.entries(document.paths ?? {})
      .filter(([path]) => path.startsWith('/ops/'))
      .flatMap(([, item]) =>
        Object.values(item ?? {}).filter(
          (operation): operation is { security?: unknown } =>
            typeof operation === 'object' && operation !== null && 'responses' in operation,
        ),
      );
    expect(opsOperations.length).toBeGreaterThan(20);
    for (const operation of opsOperations) {
      expect(operation.security).toEqual([{ ops: [] }, { staff: [] }]);
    }
  });
});
