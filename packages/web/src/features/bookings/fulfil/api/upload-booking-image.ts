import type { SignatureUserType } from '@careport/domain';
import { signatureUploadSegment, toPngDataUrl } from '@careport/domain';
import { useMutation } from '@tanstack/react-query';
import { useHttpClient } from '../../../../lib/api-context';
import type { HttpClient } from '../../../../lib/http-client';

// spec 1 §7: the paper proof goes to upload-image/{id}; a signature to the path of its signer
// type (1, 2, 3); each with the body image_proof_base64.
export type BookingImageKind = 'paper' | SignatureUserType;

export type UploadBookingImageInput = {
  bookingId: string;
  kind: BookingImageKind;
  /** A data URL (`data:image/jpeg;base64,…` or `data:image/png;base64,…`). */
  image: string;
};

export async function uploadBookingImage(
  client: HttpClient,
  input: UploadBookingImageInput,
): Promise<void> {
  const segment = input.kind === 'paper' ? 'upload-image' : signatureUploadSegment(input.kind);
  await client.request<unknown>({
    path: `/caregiver-app/booking/${segment}/${encodeURIComponent(input.bookingId)}`,
    method: 'POST',
    // spec 1 §3: a signature is a png data URL; one without a prefix gets the png prefix.
    json: { image_proof_base64: input.kind === 'paper' ? input.image : toPngDataUrl(input.image) },
  });
}

export function useUploadBookingImage() {
  const client = useHttpClient();
  return useMutation({
    mutationFn: (input: UploadBookingImageInput) => uploadBookingImage(client, input),
  });
}
