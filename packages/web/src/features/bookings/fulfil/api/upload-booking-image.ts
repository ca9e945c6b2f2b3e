import type { SignatureUserType } from '@careport/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../../lib/api-context';
import type { HttpClient } from '../../../../lib/http-client';
import { documentOrQueue } from '../../../../lib/offline/document-or-queue';
import { sessionStore } from '../../../../lib/session';
import { markDocumentedOffline, outboxLabel } from './offline-booking';

// spec 1 §7: the paper proof goes to upload-image/{id}; a signature to the path of its signer
// type (1, 2, 3); each with the body image_proof_base64.
export type BookingImageKind = 'paper' | SignatureUserType;

export type UploadBookingImageInput = {
  bookingId: string;
  kind: BookingImageKind;
  /** A data URL (`data:image/jpeg;base64,…` or `data:image/png;base64,…`). */
  image: string;
};

/** Issue 14: sent at once when online, otherwise kept (as a Blob) in the device's outbox. */
export async function uploadBookingImage(
  client: HttpClient,
  input: UploadBookingImageInput,
  queryClient: QueryClient,
): Promise<void> {
  const result = await documentOrQueue({
    client,
    session: sessionStore,
    command: {
      kind: 'upload',
      bookingId: input.bookingId,
      imageKind: input.kind,
      image: input.image,
    },
    label: outboxLabel(queryClient, input.bookingId),
  });
  if (result.kind === 'queued') {
    markDocumentedOffline(queryClient, input.bookingId, (booking) => ({
      ...booking,
      hasPaperBookingProof: booking.hasPaperBookingProof || input.kind === 'paper',
      hasCgConfirmationProof: booking.hasCgConfirmationProof || input.kind === 3,
    }));
  }
}

export function useUploadBookingImage() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadBookingImageInput) => uploadBookingImage(client, input, queryClient),
    // Runs offline too: the outbox keeps it (TanStack would hold it until the connection returns).
    networkMode: 'always',
  });
}
