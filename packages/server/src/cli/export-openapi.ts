// `npm run -w packages/server openapi`: writes the REST description to docs/api/openapi.json.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OPENAPI_PATH, printOpenApiDocument } from '../http/openapi/openapi-document.js';

await mkdir(path.dirname(OPENAPI_PATH), { recursive: true });
await writeFile(OPENAPI_PATH, printOpenApiDocument());
console.log(`OpenAPI description written to ${OPENAPI_PATH}`);
