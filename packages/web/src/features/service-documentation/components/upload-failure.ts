import { isApiError } from '../../../lib/api-error';
import { UPLOAD_FAILED } from '../api/upload-files';

/** The PDF checks the server names in `details.files` (check-pdf.ts). */
const PDF_REASONS = new Set(['VALIDATION_PDF_UNREADABLE', 'VALIDATION_PDF_ACTIVE_CONTENT']);

/**
 * Issue 39: which rule an upload broke, from the server's status and details (413 the 15 MB,
 * 415 the type or a PDF check, 400 an unreadable file), as a key of the finance texts; null
 * when the failure names a code of its own (shown by its message) or no rule at all.
 */
export function uploadFailureReason(error: unknown): string | null {
  if (!isApiError(error) || error.errorCode !== UPLOAD_FAILED) return null;
  const files = (error.body as { details?: { files?: unknown } } | null)?.details?.files;
  if (typeof files === 'string' && PDF_REASONS.has(files)) return `finance.SD_${files}`;
  if (error.httpStatus === 413) return 'finance.SD_UPLOAD_TOO_LARGE';
  if (error.httpStatus === 415) return 'finance.SD_UPLOAD_WRONG_TYPE';
  if (error.httpStatus === 400) return 'finance.SD_UPLOAD_UNREADABLE';
  return null;
}
