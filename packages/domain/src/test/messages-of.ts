import type { z } from 'zod';

/** The message keys a schema answers for `input`, or [] when it accepts it. */
export function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
