// spec 2 §3 Caregiver stats: customerSatisfactionScore is the average of the customers' ratings.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { caregivers } from './caregivers.js';
import { instant, now, primaryId } from './columns.js';
import { contracts } from './contracts.js';

/** One customer's rating of their caregiver on the spec's 1–5 scale (recorded by the back office). */
export const customerRatings = pgTable(
  'customer_ratings',
  {
    id: primaryId(),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    ratedAt: instant('rated_at').notNull().default(now()),
  },
  (t) => [
    index('customer_ratings_caregiver_id_rated_at_idx').on(t.caregiverId, t.ratedAt),
    check('customer_ratings_score_check', sql`${t.score} BETWEEN 1 AND 5`),
  ],
);
