import { DEFAULT_RELIEF_AMOUNT_CENTS } from '@careport/domain';
import { READ_CACHE_MAX_ENTRIES, READ_CACHE_MAX_MB } from './services/read-cache.js';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { FeatureFlags } from '@careport/domain';
import type { PushAllowList } from './push/endpoint-guard.js';

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
/** Who may ask GraphQL for its schema: nobody, signed-in callers, or anyone (issue 15 §9). */
const INTROSPECTION_MODES = ['off', 'signed-in', 'on'] as const;
export type IntrospectionMode = (typeof INTROSPECTION_MODES)[number];
/** Without a proxy each phone is one address; a browser opens ~6 connections per origin. */
const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 64;

// An empty variable counts as unset, so `SMTP_URL=` in a shell or .env file means "no SMTP".
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  // eslint-disable-next-line no-restricted-syntax -- the operator's environment, not a request
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
/** A flag whose default depends on other settings: undefined when unset. */
const optionalFlag = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
);
/** S3's bucket naming rules, in short (AWS "Bucket naming rules"). */
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

// proxy-addr's names for address ranges, which Fastify's trustProxy accepts beside addresses.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: how many proxies stand in front of the server (a number of hops), or which
 * addresses they have (a comma-separated list of addresses, CIDR ranges or proxy-addr's names).
 * Either way the client's address is read from the right of X-Forwarded-For, past the trusted
 * proxies only; `true` (trust every hop) is refused, because then the left-most address, which
 * the client writes itself, would decide the per-address login limit (issue 15 #2).
 */
const trustProxySetting = z.preprocess(
  (value) =>
    value === undefined || (typeof value === 'string' && value.trim() === '') ? 'false' : value,
  // eslint-disable-next-line no-restricted-syntax -- the operator's environment, not a request
  z
    .string()
    .trim()
    .transform((value, context): false | number | string[] => {
      if (value === 'false') return false;
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops <= 10) return hops === 0 ? false : hops;
      } else if (value !== 'true') {
        const entries = value.split(',').map((entry) => entry.trim());
        if (entries.every(isProxyAddress)) return entries;
      }
      context.addIssue({
        code: 'custom',
        message:
          'must be the number of proxies in front of the server (0–10) or a comma-separated list of their addresses or CIDR ranges ("true" would trust any X-Forwarded-For a client writes)',
      });
      return z.NEVER;
    }),
);

/** A host name as DNS spells it: letters, digits and hyphens between dots. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/**
 * PUSH_ALLOWED_PRIVATE_HOSTS (issue 41): push services the server may reach although they resolve
 * to a private address (a test or in-house push service): comma-separated host names, addresses
 * and CIDR ranges. Unset, every push endpoint must resolve to public addresses only.
 */
const pushAllowedPrivateHosts = z.preprocess(
  (value) => (value === undefined ? '' : value),
  // eslint-disable-next-line no-restricted-syntax -- the operator's environment, not a request
  z.string().transform((value, context): PushAllowList => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const ranges = entries.filter((entry) => isIP(entry.split('/')[0] ?? '') !== 0);
    const hosts = entries.filter((entry) => !ranges.includes(entry));
    const wrong = [
      ...ranges.filter((entry) => !isProxyAddress(entry)),
      ...hosts.filter((entry) => !HOST_NAME.test(entry)),
    ];
    if (wrong.length === 0) return { hosts, ranges };
    context.addIssue({
      code: 'custom',
      message: `must be comma-separated host names, addresses or CIDR ranges (not ${wrong.join(', ')})`,
    });
    return z.NEVER;
  }),
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
  // Issue 12: an S3-compatible bucket instead of STORAGE_DIR when STORAGE_S3_BUCKET is set.
  STORAGE_S3_BUCKET: optionalText.refine(
    (value) => value === undefined || S3_BUCKET_NAME.test(value),
    'must be an S3 bucket name: 3–63 lower-case letters, digits, dots and hyphens',
  ),
  STORAGE_S3_ENDPOINT: optionalUrl,
  STORAGE_S3_REGION: optionalText,
  STORAGE_S3_ACCESS_KEY_ID: optionalText,
  STORAGE_S3_SECRET_ACCESS_KEY: optionalText,
  STORAGE_S3_FORCE_PATH_STYLE: optionalFlag,
  MAP_TILE_URL: optionalText.refine(
    (value) => value === undefined || isTileUrlTemplate(value),
    'must be an http(s) URL template with {z}, {x} and {y}',
  ),
  MAP_TILE_ATTRIBUTION: optionalText,
  APPLICANT_PORTAL_URL: optionalUrl,
  ACCESS_TOKEN_TTL_SECONDS: integer(900, 30, 86_400),
  REFRESH_TOKEN_TTL_DAYS: integer(30, 1, 365),
  REFRESH_REUSE_GRACE_SECONDS: integer(10, 0, 60),
  LOG_LEVEL: z.preprocess(
    (value) => (value === undefined || value === '' ? 'info' : value),
    z.enum(LOG_LEVELS),
  ),
  TRUST_PROXY: trustProxySetting,
  DISABLE_READ_CACHE: flag,
  FIRST_SCREEN_IN_PROCESS: flag,
  // Issue 17: bounded by size first (a diary is ~0.5 MB, a profile ~1 KB); the count is a backstop.
  READ_CACHE_MAX_ENTRIES: integer(READ_CACHE_MAX_ENTRIES, 1, 1_000_000),
  READ_CACHE_MAX_MB: integer(READ_CACHE_MAX_MB, 1, 16_384),
  CAREPORT_REVISION: optionalText,
  // Issue 12: §45b SGB XI relief amount per month, in cents (131 € in 2025).
  RELIEF_AMOUNT_CENTS: integer(DEFAULT_RELIEF_AMOUNT_CENTS, 0, 10_000_00),
  NODE_ENV: optionalText,
  GRAPHQL_INTROSPECTION: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(INTROSPECTION_MODES).optional(),
  ),
  // The app waits 120 s for an answer (spec 1 §9); a 5 MB photo on a slow link takes a minute.
  REQUEST_TIMEOUT_SECONDS: integer(120, 1, 3600),
  HEADERS_TIMEOUT_SECONDS: integer(15, 1, 600),
  KEEP_ALIVE_TIMEOUT_SECONDS: integer(5, 1, 600),
  MAX_CONNECTIONS_PER_ADDRESS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(100_000).optional(),
  ),

  PUSH_ALLOWED_PRIVATE_HOSTS: pushAllowedPrivateHosts,

  FEATURE_FIRST_BOOKING_CONFIRMATION_CANCELATION: flag,
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
  /** Where files go without `s3Storage`; also the default's folder. */
  storageDir: string;
  /** Files in an S3-compatible bucket instead of `storageDir` (storage/create-file-storage.ts). */
  s3Storage: S3StorageSettings | undefined;
  mapTileUrl: string | undefined;
  /** The credit the tile server's licence asks for, shown under each map. */
  mapTileAttribution: string | undefined;
  applicantPortalUrl: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /**
   * A rotated refresh token presented again within this many seconds answers its successor
   * instead of revoking the family (two tabs, a retried request); 0 turns the grace off.
   */
  refreshReuseGraceSeconds: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * The proxies whose X-Forwarded-For entries are believed (Fastify's trustProxy): a number of
   * hops or their addresses; false reads the client's address from the connection.
   */
  trustProxy: false | number | string[];
  /** Shown in the app's account menu (spec 2 §2 "the app revision"). */
  revision: string;
  /**
   * Whole diaries and contract lists kept while the database is unchanged
   * (docs/decisions/0025-read-cache-versions-per-caregiver.md); off makes every read run its
   * queries (bench/scale measures them).
   */
  readCache: boolean;
  /**
   * Issue 43: render the signed-in first screen on the server's own thread instead of a worker
   * thread (http/first-screen.ts); the worker keeps React's 100–200 ms per copy off the event loop.
   */
  firstScreenInProcess: boolean;
  /** Entries the read cache keeps (services/read-cache.ts), least recently used out first. */
  readCacheMaxEntries: number;
  readCacheMaxBytes: number;
  /** GraphQL introspection: `off` in production unless set, `signed-in` otherwise. */
  graphqlIntrospection: IntrospectionMode;
  /** NODE_ENV=production: no demo staff accounts (issue 40, their TOTP secret is public). */
  isProduction: boolean;
  /** Node's http server limits (issue 15 §14): a whole request, its headers, an idle keep-alive. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Open connections one client address may hold; 0 turns the bound off (behind a proxy). */
  maxConnectionsPerAddress: number;

  /** Push services that may resolve to private addresses (push/endpoint-guard.ts); else none. */
  pushAllowedPrivateHosts: PushAllowList;

  /** Issue 12: the care insurance's monthly relief amount (§45b SGB XI), in cents. */
  reliefAmountCents: number;

  /** spec 1 §4 feature flags, handed to the app in /app-config.json; off unless set. */
  featureFlags: FeatureFlags;
};

export type S3StorageSettings = {
  bucket: string;
  /** MinIO, Ceph, …; unset means AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither leaves the credentials to the SDK's chain (an instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` URLs instead of `bucket.endpoint/key`, as most self-hosted servers need. */
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

type Environment = z.infer<typeof environmentSchema>;

/** STORAGE_S3_*: undefined without a bucket; a setting without its partner is an error. */
function s3StorageOf(env: Environment): S3StorageSettings | undefined {
  const accessKeyId = env.STORAGE_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.STORAGE_S3_SECRET_ACCESS_KEY;
  const bucket = env.STORAGE_S3_BUCKET;
  const problems: string[] = [];
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push('  STORAGE_S3_ACCESS_KEY_ID, STORAGE_S3_SECRET_ACCESS_KEY: set both or neither');
  }
  // A forgotten bucket would otherwise put the files on the local disk without a word.
  const orphans = (
    [
      'STORAGE_S3_ENDPOINT',
      'STORAGE_S3_REGION',
      'STORAGE_S3_ACCESS_KEY_ID',
      'STORAGE_S3_SECRET_ACCESS_KEY',
      'STORAGE_S3_FORCE_PATH_STYLE',
    ] as const
  ).filter((name) => env[name] !== undefined);
  if (bucket === undefined && orphans.length > 0) {
    problems.push(`  STORAGE_S3_BUCKET: required when ${orphans.join(', ')} is set`);
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration in the environment:\n${problems.join('\n')}`);
  }
  if (bucket === undefined) return undefined;
  return {
    bucket,
    endpoint: env.STORAGE_S3_ENDPOINT,
    // MinIO and most self-hosted servers answer to us-east-1 unless told otherwise.
    region: env.STORAGE_S3_REGION ?? 'us-east-1',
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : undefined,
    forcePathStyle: env.STORAGE_S3_FORCE_PATH_STYLE ?? env.STORAGE_S3_ENDPOINT !== undefined,
  };
}

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
    s3Storage: s3StorageOf(env),
    mapTileUrl: env.MAP_TILE_URL,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION,
    applicantPortalUrl: env.APPLICANT_PORTAL_URL ?? 'https://bewerbung.careport.example',
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    refreshReuseGraceSeconds: env.REFRESH_REUSE_GRACE_SECONDS,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    revision: env.CAREPORT_REVISION ?? '0.1.0',
    readCache: !env.DISABLE_READ_CACHE,
    firstScreenInProcess: env.FIRST_SCREEN_IN_PROCESS,
    readCacheMaxEntries: env.READ_CACHE_MAX_ENTRIES,
    readCacheMaxBytes: env.READ_CACHE_MAX_MB * 1024 * 1024,
    reliefAmountCents: env.RELIEF_AMOUNT_CENTS,
    pushAllowedPrivateHosts: env.PUSH_ALLOWED_PRIVATE_HOSTS,
    graphqlIntrospection:
      env.GRAPHQL_INTROSPECTION ?? (env.NODE_ENV === 'production' ? 'off' : 'signed-in'),
    isProduction: env.NODE_ENV === 'production',
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    headersTimeoutMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    // Behind a proxy every connection comes from the proxy's address, so the bound is off there.
    maxConnectionsPerAddress:
      env.MAX_CONNECTIONS_PER_ADDRESS ??
      (env.TRUST_PROXY ? 0 : DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),

    featureFlags: {
      firstBookingConfirmationCancelation: env.FEATURE_FIRST_BOOKING_CONFIRMATION_CANCELATION,
    },
  };
}
