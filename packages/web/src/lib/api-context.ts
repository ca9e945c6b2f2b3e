import { createContext, useContext } from 'react';
import type { HttpClient } from './http-client';

/** The one HTTP client, created at start-up from the runtime configuration. */
export const HttpClientContext = createContext<HttpClient | null>(null);

export function useHttpClient(): HttpClient {
  const client = useContext(HttpClientContext);
  if (client === null) throw new Error('useHttpClient outside HttpClientContext');
  return client;
}
