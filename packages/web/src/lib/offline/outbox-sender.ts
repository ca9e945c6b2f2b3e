import { isApiError } from '../api-error';
import type { HttpClient } from '../http-client';
import type { SessionStore } from '../session';
import { refreshOutbox, updateEntry } from './outbox';
import type { OutboxEntry } from './outbox-entry';
import { sendCommand } from './send-command';
import { sessionOwner } from './session-owner';

/** Why a run stopped before the end: no connection, or the session needs a new sign-in. */
export type SyncOutcome = 'complete' | 'offline' | 'signed-out' | 'busy';

/** Answers after which the same request may succeed later: it stays waiting. */
function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.httpStatus === 0 ||
    error.httpStatus >= 500 ||
    error.httpStatus === 429 ||
    error.errorCode === 'IDEMPOTENCY_KEY_IN_PROGRESS'
  );
}

/** The code of an entry held back because an earlier one of its booking was refused. */
export const PRECEDING_FAILED = 'OUTBOX_PRECEDING_FAILED';

function hasFailedBefore(entries: readonly OutboxEntry[], entry: OutboxEntry): boolean {
  return entries.some(
    (other) =>
      other.seq < entry.seq &&
      other.state === 'failed' &&
      other.command.bookingId === entry.command.bookingId,
  );
}

const isUnauthorized = (error: unknown) => isApiError(error) && error.httpStatus === 401;

const errorOf = (error: unknown) =>
  isApiError(error)
    ? { httpStatus: error.httpStatus, errorCode: error.errorCode }
    : { httpStatus: 0, errorCode: 'ERROR_UNKNOWN' };

export type OutboxSender = {
  /** Sends what waits, in order; one run at a time (a second call joins the running one). */
  sync: () => Promise<SyncOutcome>;
};

/**
 * Issue 14: sends the outbox in order. A refusal (a conflict: the booking changed, was cancelled
 * or invoiced; a signature refused) marks that entry failed with the server's code and the run
 * goes on; no connection or a server error stops the run with the entry still waiting. The HTTP
 * client renews an expired access token first; a refused renewal ends the session, and the entries
 * wait for the next sign-in of the same caregiver.
 */
export function createOutboxSender(options: {
  client: HttpClient;
  session: SessionStore;
  isOnline?: () => boolean;
  onSent?: (entry: OutboxEntry, answer: unknown) => void;
}): OutboxSender {
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  let running: Promise<SyncOutcome> | null = null;

  const run = async (): Promise<SyncOutcome> => {
    const owner = sessionOwner(options.session);
    if (owner === null) return 'signed-out';
    // One entry at a time, reading the outbox again each time: what is queued meanwhile joins
    // this run, behind what was there before.
    for (;;) {
      const entries = await refreshOutbox();
      // 'sending' left over from an app closed mid-send: the key makes sending again safe.
      const entry = entries.find(
        (candidate) =>
          candidate.owner === owner &&
          (candidate.state === 'waiting' || candidate.state === 'sending'),
      );
      if (entry === undefined) return 'complete';
      // A fulfil must never go out without the signature before it: after a refused action the
      // booking's later ones wait for the caregiver (retry or discard on the sync screen).
      if (hasFailedBefore(entries, entry)) {
        await updateEntry(entry.id, {
          state: 'failed',
          error: { httpStatus: 0, errorCode: PRECEDING_FAILED },
        });
        continue;
      }
      if (!isOnline()) return 'offline';
      await updateEntry(entry.id, { state: 'sending', attempts: entry.attempts + 1 });
      try {
        const answer = await sendCommand(options.client, entry.command, entry.id);
        await updateEntry(entry.id, { state: 'done', error: null });
        options.onSent?.(entry, answer);
      } catch (error) {
        if (isUnauthorized(error)) {
          await updateEntry(entry.id, { state: 'waiting', error: errorOf(error) });
          return 'signed-out';
        }
        if (isTransient(error)) {
          await updateEntry(entry.id, { state: 'waiting', error: errorOf(error) });
          return 'offline';
        }
        console.error('Outbox entry refused', error);
        await updateEntry(entry.id, { state: 'failed', error: errorOf(error) });
      }
    }
  };

  return {
    sync: () => {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
