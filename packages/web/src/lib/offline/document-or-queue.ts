import type { FulfilBookingBody, SignatureUserType } from '@careport/domain';
import { toPngDataUrl } from '@careport/domain';
import { isApiError } from '../api-error';
import type { HttpClient } from '../http-client';
import type { SessionStore } from '../session';
import { dataUrlToBlob } from './data-url';
import { enqueue, hasUnsentInMemory } from './outbox';
import type { OutboxCommand, OutboxEntry } from './outbox-entry';
import { kickOutbox } from './outbox-kick';
import { sendCommand } from './send-command';
import { sessionOwner } from './session-owner';

/** A documenting command as the screens make it: an image still as its data URL. */
export type DocumentCommand =
  | { kind: 'fulfil'; bookingId: string; body: FulfilBookingBody }
  | { kind: 'upload'; bookingId: string; imageKind: 'paper' | SignatureUserType; image: string };

export type DocumentResult =
  { kind: 'sent'; answer: unknown } | { kind: 'queued'; entry: OutboxEntry };

function toOutboxCommand(command: DocumentCommand): OutboxCommand {
  if (command.kind === 'fulfil') return command;
  const dataUrl = command.imageKind === 'paper' ? command.image : toPngDataUrl(command.image);
  return { ...command, image: dataUrlToBlob(dataUrl) };
}

/**
 * Issue 14, the one seam between the documenting screens and the outbox. Online, with nothing of
 * this booking still waiting, the command is sent at once (with an idempotency key, so the
 * caregiver's own retry is safe too); offline, or when the request got no answer at all, it goes
 * into the outbox with that same key and is sent when the connection returns. A refusal of the
 * server is thrown as before: the screen shows it where the caregiver is.
 */
export async function documentOrQueue(options: {
  client: HttpClient;
  session: SessionStore;
  command: DocumentCommand;
  label: OutboxEntry['label'];
  isOnline?: () => boolean;
}): Promise<DocumentResult> {
  const { client, command } = options;
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  const owner = sessionOwner(options.session);
  const key = crypto.randomUUID();
  const queue = async () => {
    const entry = await enqueue({
      id: key,
      // Without a readable token there is no session to queue for; the send below answers 401.
      owner: owner ?? '',
      command: toOutboxCommand(command),
      label: options.label,
    });
    kickOutbox();
    return { kind: 'queued', entry } as const;
  };
  const mustQueue = !isOnline() || hasUnsentInMemory(command.bookingId);
  if (owner !== null && mustQueue) return queue();
  try {
    return { kind: 'sent', answer: await sendCommand(client, command, key) };
  } catch (error) {
    // No answer at all: it may or may not have arrived; the key makes the later send safe.
    if (owner !== null && isApiError(error) && error.httpStatus === 0) return queue();
    throw error;
  }
}
