import type { HttpClient } from '../../lib/http-client';

/** The types the server stores; anything else is never handed to the browser as a page. */
const SHOWN_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const REVOKE_AFTER_MS = 60_000;

/**
 * Opens a service documentation file in a new tab. The call needs the bearer token, so the
 * browser cannot follow a plain link: the tab opens at once (a pop-up blocker allows a tab the
 * click opened), and gets the file as a blob of its own type once it has arrived.
 */
export async function openDocumentationFile(
  api: HttpClient,
  file: { id: string; mimeType: string },
): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await api.download(
      `/ops/service-documentation/files/${encodeURIComponent(file.id)}`,
    );
    // The answer's own type first; the recorded one where a proxy dropped it.
    const type = [blob.type, file.mimeType].find((candidate) => SHOWN_TYPES.includes(candidate));
    const url = URL.createObjectURL(new Blob([blob], { type: type ?? 'application/octet-stream' }));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
