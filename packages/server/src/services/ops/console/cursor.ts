// Issue 40: the console's lists page by keyset, not offset (a page stays cheap however deep),
// with an opaque cursor: the last row's sort key as base64url JSON.
import { cleanText } from '@careport/domain';
import { z } from 'zod';
import { OpsError } from '../ops-error.js';

export const encodeCursor = (key: readonly (string | number)[]): string =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

/** The cursor's key, checked against `shape`; a forged or stale one answers 400. */
export function decodeCursor<T extends z.ZodType>(
  cursor: string | undefined,
  shape: T,
): z.output<T> | undefined {
  if (cursor === undefined) return undefined;
  try {
    const parsed = shape.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: answered as a bad cursor below.
  }
  throw new OpsError('CANNOT_DESERIALIZE_REQUEST_DATA', 'The cursor is not one this list gave.', {
    cursor: 'invalid',
  });
}

/** A page: the rows asked for and the cursor of the next page, or null at the end. */
export function pageOf<Row>(
  rows: readonly Row[],
  limit: number,
  keyOf: (row: Row) => readonly (string | number)[],
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}

/** `limit` and `cursor` of every console list (1–100, default 25). */
export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: cleanText({ message: 'must be text' }).max(500).optional(),
};
