import type { z } from 'zod';
import { cleanText } from './common.js';

/**
 * A key the client makes once per action (the app uses crypto.randomUUID()); 8–128 characters of
 * letters, digits and `-_.:`, so no header value can smuggle anything else into the store or logs.
 */
export const idempotencyKeySchema = cleanText()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9._:-]+$/);
export type IdempotencyKey = z.infer<typeof idempotencyKeySchema>;
