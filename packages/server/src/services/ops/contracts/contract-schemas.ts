// Issue 40: the console's contract queries (camelCase, as the other console reads). Query strings
// arrive as text: numbers are coerced, every text is clean (issue 15 #10).
import { cleanText } from '@careport/domain';
import { z } from 'zod';
import { pageQuery } from '../console/cursor.js';

export const CONTRACT_STATUSES = ['active', 'ending', 'ended'] as const;

export const listContractsQuerySchema = z.strictObject({
  status: z.enum(CONTRACT_STATUSES).optional(),
  caregiverId: z.uuid({ message: 'must be a caregiver id' }).optional(),
  /** The care receiver's or the caregiver's name. */
  query: cleanText({ message: 'must be text' }).trim().max(100).optional(),
  ...pageQuery,
});
export type ListContractsQuery = z.output<typeof listContractsQuerySchema>;

export const listCareReceiversQuerySchema = z.strictObject({
  query: cleanText({ message: 'must be text' }).trim().max(100).optional(),
  /** Only those whose retention period has passed (`true`) or not (`false`). */
  eligible: z.enum(['true', 'false']).optional(),
  ...pageQuery,
});
export type ListCareReceiversQuery = z.output<typeof listCareReceiversQuerySchema>;
