import { createContext, useContext } from 'react';
import { z } from 'zod';
import type { FetchFunction } from './http-send';
import { sendWithRetries, sleep } from './http-send';

// The runtime configuration the server hands out at GET /app-config.json (spec 2 §7: "Base URL
// comes from configuration"), parsed once at start-up.
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value));

export const appConfigSchema = z.object({
  /** '' means the app's own origin. */
  apiBaseUrl: z.string(),
  oauthClientId: z.string().min(1),
  oauthClientSecret: z.string(),
  /** A `{z}/{x}/{y}` tile template; null: no map, nothing fetched from outside. */
  mapTileUrl: optionalText,
  mapTileAttribution: optionalText,
  applicantPortalUrl: optionalText,
  revision: z
    .string()
    .nullish()
    .transform((value) => value ?? 'dev'),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export class AppConfigError extends Error {}

export async function loadAppConfig(
  fetchImpl: FetchFunction = (input, init) => fetch(input, init),
): Promise<AppConfig> {
  const reply = await sendWithRetries(
    { fetch: fetchImpl, sleep },
    { url: '/app-config.json', init: { method: 'GET', cache: 'no-store' }, isTokenCall: false },
  );
  const parsed = appConfigSchema.safeParse(reply.body);
  if (reply.status !== 200 || !parsed.success) {
    throw new AppConfigError(`GET /app-config.json answered ${reply.status}`);
  }
  return parsed.data;
}

export const AppConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (config === null) throw new Error('useAppConfig outside AppConfigContext');
  return config;
}
