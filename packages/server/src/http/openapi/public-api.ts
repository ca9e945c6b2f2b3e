// What anyone may read: the health check and the web app's start-up configuration.
import { z } from 'zod';
import { error, ok, type ApiRoute } from './api-route.js';

export const publicApi: ApiRoute[] = [
  {
    method: 'GET',
    path: '/healthz',
    summary: 'Healthy once migrations ran and the database answers',
    tag: 'Public',
    security: 'none',
    answers: {
      200: ok(
        'Healthy; failed job attempts of this instance since it started',
        z.strictObject({
          ok: z.literal(true),
          jobs: z.strictObject({ failed: z.int(), gaveUp: z.int() }),
        }),
      ),
      503: error('The database does not answer'),
    },
  },
  {
    method: 'GET',
    path: '/app-config.json',
    summary: 'What the web app reads at start-up (a public OAuth client: its secret is none)',
    tag: 'Public',
    security: 'none',
    answers: {
      200: {
        description: 'The configuration',
        schema: z.strictObject({
          apiBaseUrl: z.string(),
          oauthClientId: z.string(),
          oauthClientSecret: z.string(),
          mapTileUrl: z.string().nullable(),
          mapTileAttribution: z.string().nullable(),
          applicantPortalUrl: z.string(),
          revision: z.string(),
          featureFlags: z.record(z.string(), z.boolean()),
          vapidPublicKey: z.string(),
        }),
      },
    },
  },
];
