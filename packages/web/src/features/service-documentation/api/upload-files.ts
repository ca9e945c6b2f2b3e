import { SERVICE_DOCUMENTATION_MAX_BYTES } from '@careport/domain';
import { ApiError, FAILED_TO_FETCH } from '../../../lib/api-error';
import type { HttpClient } from '../../../lib/http-client';

export const UPLOAD_FAILED = 'SERVICE_DOCUMENTATION_UPLOAD_FAILED';

function parseBody(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * spec 2 §7 POST /caregiver-app/service-documentation/{id}/files, multipart field `files`, with
 * progress events (XMLHttpRequest: fetch cannot report upload progress). spec 2 §4: only an
 * answer of 204 is success; anything else fails with the server's code or
 * SERVICE_DOCUMENTATION_UPLOAD_FAILED.
 */
export async function uploadServiceDocumentation(options: {
  client: HttpClient;
  apiBaseUrl: string;
  periodId: string;
  file: File;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}): Promise<void> {
  const { client, file, onProgress, signal } = options;
  // The server refuses it too; this spares a long upload on a phone's connection.
  if (file.size > SERVICE_DOCUMENTATION_MAX_BYTES) {
    throw new ApiError({ httpStatus: 413, errorCode: UPLOAD_FAILED });
  }
  const url = `${options.apiBaseUrl.replace(/\/+$/, '')}/caregiver-app/service-documentation/${encodeURIComponent(options.periodId)}/files`;
  const body = new FormData();
  body.append('files', file, file.name);
  await client.sendAsCaregiver<unknown>(
    (token) =>
      new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', url);
        xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        xhr.setRequestHeader('Accept', 'application/json');
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) {
            onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
          }
        };
        xhr.onload = () =>
          resolve(
            // Any other success status is no proof the file arrived (spec 2 §5: success only on 204).
            xhr.status < 300 && xhr.status !== 204
              ? { status: 500, body: { errorCode: UPLOAD_FAILED } }
              : { status: xhr.status, body: parseBody(xhr.responseText) },
          );
        xhr.onerror = () =>
          reject(new ApiError({ httpStatus: 0, errorCode: FAILED_TO_FETCH, message: 'upload' }));
        xhr.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
        signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        onProgress(0);
        xhr.send(body);
      }),
  );
}
