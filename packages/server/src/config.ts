import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The repository root: three levels up from this file (`packages/server/{src,dist}/config.*`, or
 * the bundled `packages/server/dist/main.js` it is part of).
 * Relative paths in the environment (DATA_DIR, STORAGE_DIR) are resolved against it, so
 * `npm start` at the root, `npm start -w packages/server` (cwd packages/server) and
 * `node packages/server/dist/main.js` all use the same `./data`.
 */
export const REPOSITORY_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../..',
);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// An empty variable counts as unset, so `SMTP_URL=` in a shell or .env file means "no SMTP".
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);
const optionalUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.url().optional(),
);
const integer = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : value),
    z.coerce.number().int().min(min).max(max),
  );
const flag = z.preprocess(
  (value) => (value === undefined || value === '' ? 'false' : value),
  z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
);

/** A slippy-map tile template such as `https://tiles.example/{z}/{x}/{y}.png`. */
function isTileUrlTemplate(value: string): boolean {
  return /^https?:\/\//.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part));
}

const environmentSchema = z.object({
  PORT: integer(3000, 1, 65_535),
  HOST: optionalText,
  DATA_DIR: optionalText,
  DATABASE_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  OAUTH_CLIENT_ID: optionalText,
  OAUTH_CLIENT_SECRET: optionalText,
  STORAGE_DIR: optionalText,
  MAP_TILE_URL: optionalText.refine(
    (value) => value === undefined || isTileUrlTemplate(value),
    'must be an http(s) URL template with {z}, {x} and {y}',
  ),
  MAP_TILE_ATTRIBUTION: optionalText,
  APPLICANT_PORTAL_URL: optionalUrl,
  ACCESS_TOKEN_TTL_SECONDS: integer(900, 30, 86_400),
  REFRESH_TOKEN_TTL_DAYS: integer(30, 1, 365),
  LOG_LEVEL: z.preprocess(
    (value) => (value === undefined || value === '' ? 'info' : value),
    z.enum(LOG_LEVELS),
  ),
  TRUST_PROXY: flag,
  DISABLE_READ_CACHE: flag,
  CAREPORT_REVISION: optionalText,
});

export type Config = {
  port: number;
  host: string;
  /** Absolute. PGlite data, signing keys, outbox and (by default) files live here. */
  dataDir: string;
  /** PostgreSQL 15+ through node-postgres; unset means embedded PGlite in `dataDir/pgdata`. */
  databaseUrl: string | undefined;
  /** SMTP transport; unset means `.eml` files in `dataDir/outbox`. */
  smtpUrl: string | undefined;
  /** The origin users open; links in mails point here. No trailing slash. */
  publicUrl: string;
  oauthClientId: string;
  oauthClientSecret: string;
  storageDir: string;
  mapTileUrl: string | undefined;
  /** The credit the tile server's licence asks for, shown under each map. */
  mapTileAttribution: string | undefined;
  applicantPortalUrl: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Honour X-Forwarded-For (behind a load balancer) for the per-address login limit. */
  trustProxy: boolean;
  /** Shown in the app's account menu (spec 2 §2 "the app revision"). */
  revision: string;
  /**
   * Whole diaries and contract lists kept while the database is unchanged (decisions.md "Read
   * cache"); off makes every read run its queries (bench/scale measures them).
   */
  readCache: boolean;
};

export class ConfigError extends Error {}

function resolveFromRoot(value: string): string {
  return path.resolve(REPOSITORY_ROOT, value);
}

/** Parses the environment once at start-up; a bad value throws a ConfigError naming the variable. */
export function parseConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid configuration in the environment:\n${problems}`);
  }
  const env = parsed.data;
  const dataDir = resolveFromRoot(env.DATA_DIR ?? './data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    port: env.PORT,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    publicUrl,
    oauthClientId: env.OAUTH_CLIENT_ID ?? 'careport-app',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET ?? 'careport-app-secret',
    storageDir: env.STORAGE_DIR ? resolveFromRoot(env.STORAGE_DIR) : path.join(dataDir, 'files'),
    mapTileUrl: env.MAP_TILE_URL,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION,
    applicantPortalUrl: env.APPLICANT_PORTAL_URL ?? 'https://bewerbung.careport.example',
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    revision: env.CAREPORT_REVISION ?? '0.1.0',
    readCache: !env.DISABLE_READ_CACHE,
  };
}
