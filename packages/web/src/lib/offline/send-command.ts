import { IDEMPOTENCY_KEY_HEADER, signatureUploadSegment, toPngDataUrl } from '@careport/domain';
import type { HttpClient } from '../http-client';
import { blobToDataUrl } from './data-url';
import type { DocumentCommand } from './document-or-queue';
import type { OutboxCommand } from './outbox-entry';

/** The body of an upload as the API takes it (spec 1 §7 image_proof_base64). */
export async function uploadBody(image: Blob | string, isSignature: boolean) {
  const dataUrl = typeof image === 'string' ? image : await blobToDataUrl(image);
  // spec 1 §3: a signature is a png data URL; one without a prefix gets the png prefix.
  return { image_proof_base64: isSignature ? toPngDataUrl(dataUrl) : dataUrl };
}

/**
 * Sends one documenting command with its idempotency key (spec 1 §7 fulfill, upload-image*):
 * the same key for every attempt, so the server applies it once however often it arrives.
 */
export async function sendCommand(
  client: HttpClient,
  command: OutboxCommand | DocumentCommand,
  idempotencyKey: string,
): Promise<unknown> {
  const id = encodeURIComponent(command.bookingId);
  const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
  if (command.kind === 'fulfil') {
    return client.request<unknown>({
      path: `/caregiver-app/booking/fulfill/${id}`,
      method: 'POST',
      json: command.body,
      headers,
    });
  }
  const isSignature = command.imageKind !== 'paper';
  const segment =
    command.imageKind === 'paper' ? 'upload-image' : signatureUploadSegment(command.imageKind);
  return client.request<unknown>({
    path: `/caregiver-app/booking/${segment}/${id}`,
    method: 'POST',
    json: await uploadBody(command.image, isSignature),
    headers,
  });
}
