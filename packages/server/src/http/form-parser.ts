import { AppError } from '../errors/app-error.js';

function decodeComponent(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    // A broken percent-escape ("%E0%A4%A") is a malformed form body, not a server failure.
    throw new AppError('CANNOT_DESERIALIZE_REQUEST_DATA', 400);
  }
}

/**
 * A strict `application/x-www-form-urlencoded` parser for @fastify/formbody: invalid escapes answer
 * 400 CANNOT_DESERIALIZE_REQUEST_DATA (the lenient default would pass them on silently); a repeated
 * key becomes an array, which the OAuth schemas refuse (RFC 6749 §3.1: parameters appear once).
 * Entries are collected in a Map and turned into own properties, so `__proto__` is just a key.
 */
export function parseFormBody(body: string): Record<string, string | string[]> {
  const entries = new Map<string, string | string[]>();
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const key = decodeComponent(separator === -1 ? pair : pair.slice(0, separator));
    const value = separator === -1 ? '' : decodeComponent(pair.slice(separator + 1));
    const previous = entries.get(key);
    if (previous === undefined) entries.set(key, value);
    else entries.set(key, Array.isArray(previous) ? [...previous, value] : [previous, value]);
  }
  return Object.fromEntries(entries);
}
