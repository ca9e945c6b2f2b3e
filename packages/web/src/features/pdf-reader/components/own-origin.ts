/** Only files from our own origin are opened: the reader is no window onto other sites. */
export function isOwnOriginUrl(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}
