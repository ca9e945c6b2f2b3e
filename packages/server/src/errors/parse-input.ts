import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Parses input at the edge (DESIGN.md: every body, query and upload by a zod schema). A wrong shape
 * is the client's fault: 400 CANNOT_DESERIALIZE_REQUEST_DATA, with the first failing path of each
 * field and its i18n key in `details`.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    details[field] ??= issue.message;
  }
  throw new AppError('CANNOT_DESERIALIZE_REQUEST_DATA', 400, details);
}
