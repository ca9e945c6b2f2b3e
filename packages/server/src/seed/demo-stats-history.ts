// Issue 11: the dashboard's statistics are computed from what happened (spec 2 §3), so the demo
// records what would have happened: when each contract's first call was logged, and the ratings
// customers gave. Anna answers fast and is rated well; Jonas is slower and getting slower.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { contracts, customerRatings } from '../db/schema/index.js';

export type DemoStatsHistory = {
  /** Hours from each contract's creation to its first call, oldest contract first (cycled). */
  firstCallHours: readonly number[];
  /** Ratings (1–5), one per contract, oldest first; a contract past the list has none. */
  ratings: readonly number[];
};

export const ANNA_STATS_HISTORY: DemoStatsHistory = {
  firstCallHours: [20, 14, 9, 6, 4],
  ratings: [5, 4, 5, 5],
};

export const JONAS_STATS_HISTORY: DemoStatsHistory = {
  firstCallHours: [18, 26, 30, 36],
  ratings: [4, 4, 5, 3],
};

export async function seedDemoStatsHistory(
  tx: DbOrTx,
  now: Date,
  caregiverId: string,
  history: DemoStatsHistory,
): Promise<void> {
  const rows = await tx
    .select({ id: contracts.id, createdAt: contracts.createdAt })
    .from(contracts)
    .where(eq(contracts.caregiverId, caregiverId))
    .orderBy(asc(contracts.createdAt), asc(contracts.id));
  for (const [index, contract] of rows.entries()) {
    const hours = history.firstCallHours[index % history.firstCallHours.length] ?? 24;
    const firstCallAt = new Date(contract.createdAt.getTime() + hours * 60 * 60 * 1000);
    // A contract made in the last hours has had no first call yet.
    if (firstCallAt > now) continue;
    await tx.update(contracts).set({ firstCallAt }).where(eq(contracts.id, contract.id));
    const score = history.ratings[index];
    if (score !== undefined) {
      await tx.insert(customerRatings).values({
        caregiverId,
        contractId: contract.id,
        score,
        ratedAt: new Date(Math.min(now.getTime(), firstCallAt.getTime() + 14 * 86_400_000)),
      });
    }
  }
}
