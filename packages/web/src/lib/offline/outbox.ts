import type { FulfilBookingBody } from '@careport/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { offlineDb } from './offline-db';
import type { OutboxCommand, OutboxEntry } from './outbox-entry';

// Issue 14: the outbox in IndexedDB, and a small in-memory mirror for the screens (the badge and
// the sync screen), told of every change here and in the app's other tabs.
type Snapshot = { entries: readonly OutboxEntry[]; isLoaded: boolean; loadError: boolean };

let snapshot: Snapshot = { entries: [], isLoaded: false, loadError: false };
const listeners = new Set<() => void>();
// Not on the server that renders the first screen (src/first-screen): Node has BroadcastChannel,
// and an open one would keep its process alive.
const channel =
  typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel('careport-outbox');

function publish(next: Snapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Reads the outbox again, in order. */
export async function refreshOutbox(): Promise<readonly OutboxEntry[]> {
  try {
    const db = await offlineDb();
    const entries = await db.getAllFromIndex('outbox', 'bySeq');
    publish({ entries, isLoaded: true, loadError: false });
    return entries;
  } catch (error) {
    console.error('Outbox unreadable', error);
    publish({ ...snapshot, isLoaded: true, loadError: true });
    return snapshot.entries;
  }
}

function changed() {
  channel?.postMessage('changed');
  return refreshOutbox();
}
channel?.addEventListener('message', () => void refreshOutbox());

export async function enqueue(input: {
  id: string;
  owner: string;
  command: OutboxCommand;
  label: OutboxEntry['label'];
  now?: number;
}): Promise<OutboxEntry> {
  const db = await offlineDb();
  const tx = db.transaction('outbox', 'readwrite');
  const last = await tx.store.index('bySeq').openCursor(null, 'prev');
  const now = input.now ?? Date.now();
  const entry: OutboxEntry = {
    id: input.id,
    seq: (last?.value.seq ?? 0) + 1,
    owner: input.owner,
    command: input.command,
    label: input.label,
    createdAt: now,
    state: 'waiting',
    attempts: 0,
    error: null,
    updatedAt: now,
  };
  await tx.store.add(entry);
  await tx.done;
  await changed();
  return entry;
}

export async function updateEntry(
  id: string,
  patch: Partial<Pick<OutboxEntry, 'state' | 'attempts' | 'error'>>,
): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('outbox', 'readwrite');
  const entry = await tx.store.get(id);
  if (entry !== undefined) await tx.store.put({ ...entry, ...patch, updatedAt: Date.now() });
  await tx.done;
  await changed();
}

/**
 * Retry by hand: the entry waits again, and so do the later entries of its booking held back
 * behind it.
 */
export async function retryEntry(id: string): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('outbox', 'readwrite');
  const entries = await tx.store.index('bySeq').getAll();
  const target = entries.find((entry) => entry.id === id);
  if (target !== undefined) {
    const now = Date.now();
    for (const entry of entries) {
      const isTarget = entry.id === id;
      const isHeldBack =
        entry.seq > target.seq &&
        entry.state === 'failed' &&
        entry.command.bookingId === target.command.bookingId;
      if (isTarget || isHeldBack) {
        await tx.store.put({ ...entry, state: 'waiting', error: null, updatedAt: now });
      }
    }
  }
  await tx.done;
  await changed();
}

/** Removes entries: a failed one the caregiver discards, or the sent ones. */
export async function removeEntries(ids: readonly string[]): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('outbox', 'readwrite');
  await Promise.all(ids.map((id) => tx.store.delete(id)));
  await tx.done;
  await changed();
}

/**
 * Whether anything for this booking still waits (or failed): later actions must queue behind it.
 * From memory, which the sender keeps current, so a screen online without IndexedDB never waits.
 */
export function hasUnsentInMemory(bookingId: string): boolean {
  return snapshot.entries.some(
    (entry) => entry.command.bookingId === bookingId && entry.state !== 'done',
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (!snapshot.isLoaded) void refreshOutbox();
  return () => listeners.delete(listener);
};

export function useOutbox(): Snapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

/** What waits to be sent (or failed and needs the caregiver): the badge's count. */
export function countOpen(entries: readonly OutboxEntry[]): number {
  return entries.filter((entry) => entry.state !== 'done').length;
}

/** Issue 39: a booking's documentation as this device holds it, not sent yet. */
export type WaitingFulfil = {
  /** What the caregiver entered: times, services, payment method. */
  body: FulfilBookingBody;
  /** The server refused it (or an earlier action of the booking): the queue says why. */
  isRefused: boolean;
};

/**
 * Issue 39: the latest fulfil of the booking still waiting (or refused) in the outbox; null when
 * nothing of it waits.
 */
export function waitingFulfil(
  entries: readonly OutboxEntry[],
  bookingId: string,
): WaitingFulfil | null {
  let found: WaitingFulfil | null = null;
  for (const entry of entries) {
    if (entry.state === 'done' || entry.command.bookingId !== bookingId) continue;
    if (entry.command.kind === 'fulfil') {
      found = { body: entry.command.body, isRefused: entry.state === 'failed' };
    }
  }
  return found;
}

/** The booking's unsent documentation, kept current as the outbox changes (issue 39). */
export function useWaitingFulfil(bookingId: string): WaitingFulfil | null {
  const { entries } = useOutbox();
  return useMemo(() => waitingFulfil(entries, bookingId), [entries, bookingId]);
}

/** The bookings whose documentation waits on this device: the diary's 'wartet auf Senden'. */
export function waitingBookingIds(entries: readonly OutboxEntry[]): ReadonlySet<string> {
  return new Set(
    entries
      .filter((entry) => entry.state !== 'done' && entry.command.kind === 'fulfil')
      .map((entry) => entry.command.bookingId),
  );
}
