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
};

/** The configuration, or null when the answer is not one; an empty or absent URL is null. */
export function parseAppConfig(value: unknown): AppConfig | null {
  const fields = asFields(value);
  if (fields === null) return null;
  const { apiBaseUrl, oauthClientId, oauthClientSecret, mapTileUrl, applicantPortalUrl, revision } =
    fields;
  const { mapTileAttribution } = fields;
  if (typeof apiBaseUrl !== 'string' || typeof oauthClientSecret !== 'string') return null;
  if (!isNonEmptyString(oauthClientId)) return null;
  if (!isOptionalString(mapTileUrl) || !isOptionalString(applicantPortalUrl)) return null;
  if (!isOptionalString(mapTileAttribution)) return null;
  if (!isOptionalString(revision)) return null;
  return {
    apiBaseUrl,
    oauthClientId,
    oauthClientSecret,
    mapTileUrl: mapTileUrl || null,
    mapTileAttribution: mapTileAttribution || null,
    applicantPortalUrl: applicantPortalUrl || null,
    revision: revision ?? 'dev',
  };
}

export class AppConfigError extends Error {}

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
