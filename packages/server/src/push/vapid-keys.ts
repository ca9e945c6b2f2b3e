// Issue 13: the VAPID key pair is made on the first start and kept in the database, so every
// server instance signs with the same key and browsers' subscriptions stay valid across restarts.
import { inArray } from 'drizzle-orm';
import webPush from 'web-push';
import type { Db } from '../db/client.js';
import { appMeta } from '../db/schema/index.js';

export type VapidKeys = { publicKey: string; privateKey: string };

const PUBLIC = 'vapid_public_key';
const PRIVATE = 'vapid_private_key';

async function readKeys(db: Db): Promise<VapidKeys | undefined> {
  const rows = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(inArray(appMeta.key, [PUBLIC, PRIVATE]));
  const publicKey = rows.find((row) => row.key === PUBLIC)?.value;
  const privateKey = rows.find((row) => row.key === PRIVATE)?.value;
  return publicKey && privateKey ? { publicKey, privateKey } : undefined;
}

/** The stored pair, or a new one; two instances starting at once agree on the first one written. */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const stored = await readKeys(db);
  if (stored) return stored;
  const made = webPush.generateVAPIDKeys();
  await db.transaction(async (tx) => {
    // Both rows or neither: one transaction, and ON CONFLICT keeps the pair another instance wrote.
    await tx
      .insert(appMeta)
      .values([
        { key: PUBLIC, value: made.publicKey },
        { key: PRIVATE, value: made.privateKey },
      ])
      .onConflictDoNothing();
  });
  const kept = await readKeys(db);
  if (!kept) throw new Error('the VAPID keys could not be stored');
  return kept;
}
