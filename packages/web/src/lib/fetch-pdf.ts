import { extractErrorCode } from '@careport/domain';
import { ApiError, FAILED_TO_FETCH } from './api-error';

/** A download that is no PDF (an error page, a login form) is refused rather than shown broken. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46]; // %PDF

/**
 * Issue 39: a PDF's bytes, for the reader to show and to download or share. A refusal is an
 * ApiError with the server's own code (DOWNLOAD_TOKEN_INVALID, PROOF_NOT_AVAILABLE …), so the
 * reader says what went wrong through the error catalogue, not only that something did.
 */
export async function fetchPdfBytes(url: string, signal?: AbortSignal): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { signal: signal ?? null, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ httpStatus: 0, errorCode: FAILED_TO_FETCH, cause: error });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const errorCode = extractErrorCode(response.status, body) ?? 'ERROR_UNKNOWN';
    throw new ApiError({ httpStatus: response.status, errorCode, body });
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!PDF_MAGIC.every((byte, index) => bytes[index] === byte)) {
    throw new ApiError({ httpStatus: response.status, errorCode: 'ERROR_UNKNOWN' });
  }
  return bytes;
}
