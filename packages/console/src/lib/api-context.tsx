import { createContext, useContext } from 'react';
import type { HttpClient } from './http-client';

export const ApiContext = createContext<HttpClient | null>(null);

export function useApi(): HttpClient {
  const client = useContext(ApiContext);
  if (client === null) throw new Error('useApi outside <ApiContext>');
  return client;
}
