import type { FeatureFlags } from '@careport/domain';
import { createContext, useContext } from 'react';
import type { FetchFunction } from './http-send';
import { sendWithRetries, sleep } from './http-send';
import { asFields, isNonEmptyString, isOptionalString } from './start-up-fields';

// The runtime configuration the server hands out at GET /app-config.json (spec 2 §7: "Base URL
// comes from configuration"), parsed once at start-up.
export type AppConfig = {
  /** '' means the app's own origin. */
  apiBaseUrl: string;
  oauthClientId: string;
  oauthClientSecret: string;
  /** A `{z}/{x}/{y}` tile template; null: no map, nothing fetched from outside. */
  mapTileUrl: string | null;
  /** The credit the tile server asks for, under each map. */
  mapTileAttribution: string | null;
  applicantPortalUrl: string | null;
  /** The build's revision, 'dev' when the server names none. */
  revision: string;
  /** Feature flags set by the operator; off unless the server says otherwise. */
  featureFlags: FeatureFlags;
  /** The server's Web Push key (applicationServerKey); null: no push offered. */
  vapidPublicKey: string | null;
};

/** spec 1 §4: `featureFlags.firstBookingConfirmationCancelation`, true only when said so. */
function parseFeatureFlags(value: unknown): FeatureFlags {
  const fields = asFields(value);
  return {
    firstBookingConfirmationCancelation: fields?.firstBookingConfirmationCancelation === true,
  };
}

/** The configuration, or null when the answer is not one; an empty or absent URL is null. */
export function parseAppConfig(value: unknown): AppConfig | null {
  const fields = asFields(value);
  if (fields === null) return null;
  const { apiBaseUrl, oauthClientId, oauthClientSecret, mapTileUrl, applicantPortalUrl, revision } =
    fields;
  const { mapTileAttribution, featureFlags, vapidPublicKey } = fields;
  if (typeof apiBaseUrl !== 'string' || typeof oauthClientSecret !== 'string') return null;
  if (!isNonEmptyString(oauthClientId)) return null;
  if (!isOptionalString(mapTileUrl) || !isOptionalString(applicantPortalUrl)) return null;
  if (!isOptionalString(mapTileAttribution)) return null;
  if (!isOptionalString(revision)) return null;
  if (!isOptionalString(vapidPublicKey)) return null;
  return {
    apiBaseUrl,
    oauthClientId,
    oauthClientSecret,
    mapTileUrl: mapTileUrl || null,
    mapTileAttribution: mapTileAttribution || null,
    applicantPortalUrl: applicantPortalUrl || null,
    revision: revision ?? 'dev',
    featureFlags: parseFeatureFlags(featureFlags),
    vapidPublicKey: vapidPublicKey || null,
  };
}

export class AppConfigError extends Error {}

/** The id of the configuration the server embeds in each app page (server http/app-page.ts). */
export const APP_CONFIG_ELEMENT_ID = 'careport-config';

/**
 * Issue 16: the configuration as the server embedded it in the page, so the first screen renders
 * without a round trip; null when the page has none (the service worker's cached copy of
 * index.html, the dev server) or it is not one: then the app asks /app-config.json.
 */
export function readEmbeddedAppConfig(
  doc: Document | undefined = globalThis.document,
): AppConfig | null {
  const text = doc?.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return parseAppConfig(JSON.parse(text));
  } catch {
    return null;
  }
}

export async function loadAppConfig(
  fetchImpl: FetchFunction = (input, init) => fetch(input, init),
): Promise<AppConfig> {
  const reply = await sendWithRetries(
    { fetch: fetchImpl, sleep },
    { url: '/app-config.json', init: { method: 'GET', cache: 'no-store' }, isTokenCall: false },
  );
  const parsed = reply.status === 200 ? parseAppConfig(reply.body) : null;
  if (parsed === null) throw new AppConfigError(`GET /app-config.json answered ${reply.status}`);
  return parsed;
}

export const AppConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (config === null) throw new Error('useAppConfig outside AppConfigContext');
  return config;
}
