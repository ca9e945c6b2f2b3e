// Issue 41: the OpenAPI 3.1 description, generated from the routes' own zod schemas
// (api-routes.ts), never written by hand. Served at /openapi.json and committed as
// docs/api/openapi.json (`npm run -w packages/server openapi`; a test fails when it is stale).
import path from 'node:path';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import { REPOSITORY_ROOT } from '../../config.js';
import type { ApiRoute, ApiSecurity } from './api-route.js';
import { API_ROUTES, openApiPath } from './api-routes.js';

const SECURITY: Record<ApiSecurity, ZodOpenApiOperationObject['security']> = {
  caregiver: [{ caregiver: [] }],
  definitionRead: [{ client: [] }],
  // Either the machine client or a staff member whose role the call allows (docs/api/staff.md).
  ops: [{ ops: [] }, { staff: [] }],
  // The single-use token in the path is the authorisation.
  downloadToken: [],
  none: [],
};

/** What each group of calls is for (the reference page's headings). */
const TAGS: Record<string, string> = {
  Auth: 'OAuth 2 tokens (spec 2 §7) and logout',
  Bookings:
    "The caregiver's appointments: create, change, document, cancel, their files (spec 1 §7)",
  'First bookings': "The caregiver's answer to a contract's first appointment (spec 1 §4)",
  Contracts: "The caregiver's customers (spec 1 §7 contract-aggregate)",
  Proposals: 'Service requests offered to the caregiver (spec 1 §7)',
  Account: "The caregiver's profile and the signed-in first screen",
  Notifications: 'Web Push subscriptions (spec 2 §7)',
  Calendar: "The caregiver's bookings as a calendar feed (issue 14)",
  Files: 'Invoices and service documentation (spec 2 §7)',
  Definitions: 'Reasons and services, for clients with scope definition_read (spec 2 §7)',
  Public: 'Health check and the web app’s configuration',
  'Back office': 'The marketplace staff’s calls (README "Back office"), token scope ops',
};

function operationOf(route: ApiRoute): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, answer] of Object.entries(route.answers)) {
    responses[status] = {
      description: answer.description,
      ...(answer.schema
        ? { content: { [answer.contentType ?? 'application/json']: { schema: answer.schema } } }
        : answer.contentType
          ? {
              content: {
                [answer.contentType]: {
                  schema: { type: 'string', contentMediaType: answer.contentType },
                },
              },
            }
          : {}),
    };
  }
  const contentTypes = [route.body?.contentType ?? 'application/json'].flat();
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path)
      .replace(/[{}]/g, '')
      .split(/[/.-]/)
      .filter(Boolean)
      .map((part) => part[0]?.toUpperCase() + part.slice(1))
      .join('')}`,
    summary: route.summary,
    tags: [route.tag],
    security: SECURITY[route.security],
    ...(route.params || route.query || route.headers
      ? {
          requestParams: {
            ...(route.params ? { path: route.params } : {}),
            ...(route.query ? { query: route.query } : {}),
            ...(route.headers ? { header: route.headers } : {}),
          },
        }
      : {}),
    ...(route.body
      ? {
          requestBody: {
            required: route.body.isRequired ?? true,
            content: Object.fromEntries(
              contentTypes.map((type) => [type, { schema: route.body?.schema }]),
            ),
          },
        }
      : {}),
    responses,
  };
}

export function createOpenApiDocument(
  routes: readonly ApiRoute[] = API_ROUTES,
): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    const item = (paths[path] ??= {});
    item[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch'] = operationOf(route);
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Careport REST API',
      version: '1',
      description:
        'The caregiver portal’s REST calls (spec 1 §7, spec 2 §7), its back office and its token ' +
        'endpoint. Answers are `{status, data}` or `{status, errorCode}`; what a schema cannot say ' +
        'is in docs/api/rest.md. GraphQL (`POST /graphql`) is described by docs/api/schema.graphql.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The origin that serves this description' }],
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({
      name,
      description: TAGS[name] ?? name,
    })),
    components: {
      securitySchemes: {
        caregiver: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'A caregiver access token (password or refresh_token grant, scope caregiver)',
        },
        client: {
          type: 'oauth2',
          description: 'A client-credentials token with scope definition_read',
          flows: {
            clientCredentials: {
              tokenUrl: '/auth/token',
              scopes: { definition_read: 'Read the definitions' },
            },
          },
        },
        ops: {
          type: 'oauth2',
          description: 'A back-office client-credentials token with scope ops',
          flows: {
            clientCredentials: { tokenUrl: '/auth/token', scopes: { ops: 'The back office' } },
          },
        },
        staff: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'A staff member\'s access token (password grant with a TOTP code, client careport-console, scope staff). Each call allows some roles only (dispatcher, finance, admin: docs/api/staff.md "Roles"); another role answers 403 FORBIDDEN.',
        },
      },
    },
    paths,
  });
}

/** Where the committed description lives (DESIGN.md: docs/api, OpenAPI generated). */
export const OPENAPI_PATH = path.join(REPOSITORY_ROOT, 'docs', 'api', 'openapi.json');

/** The committed file's text: the generator's output, as prettier would leave it. */
export function printOpenApiDocument(): string {
  return `${JSON.stringify(createOpenApiDocument(), null, 2)}\n`;
}
