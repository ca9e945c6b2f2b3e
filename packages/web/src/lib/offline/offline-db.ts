import type { DBSchema, IDBPDatabase } from 'idb';
import { openDB } from 'idb';
import type { OutboxEntry } from './outbox-entry';

// Issue 14: what the app keeps on the device, in one IndexedDB database: the answers it needs
// offline (diary, bookings, definitions) and the outbox of what was documented offline.
export const OFFLINE_DB_NAME = 'careport-offline';

/** One kept answer: a TanStack Query entry as it was last fetched. */
export type KeptQuery = {
  /** The query's hash (JSON of its key), the store's key. */
  hash: string;
  queryKey: readonly unknown[];
  data: unknown;
  /** When the server answered it (epoch ms), shown as "data as of". */
  updatedAt: number;
};

export interface OfflineSchema extends DBSchema {
  queries: { key: string; value: KeptQuery };
  outbox: { key: string; value: OutboxEntry; indexes: { bySeq: number } };
}

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('queries', { keyPath: 'hash' });
      const outbox = db.createObjectStore('outbox', { keyPath: 'id' });
      outbox.createIndex('bySeq', 'seq', { unique: true });
    },
    // Another tab upgrades: let it, and open again next time.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** For tests: forget the open connection (fake-indexeddb is replaced between tests). */
export async function closeOfflineDb(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}
