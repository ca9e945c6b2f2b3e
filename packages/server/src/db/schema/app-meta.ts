// Installation facts (demo seed marker and the like).
import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant, now } from './columns.js';

/** Small key/value facts about this installation, e.g. `demo_seeded_at`. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: instant('updated_at').notNull().default(now()),
});
