/**
 * spec 2 §2 /account/web-view (uri, headerTitle): the native app shows an http document in a web
 * view. A browser cannot: other sites forbid being framed, and every answer of ours says
 * `frame-ancestors 'none'` (no page of ours in any frame, issue 15). So the web view shows
 * 'Web version not supported' (spec 2 §8) with a link that opens the document in a new tab, and
 * only http(s) addresses get that link: javascript:, data: or file: are never opened.
 */
export type WebViewTarget = { kind: 'link'; href: string } | { kind: 'unsupported' };

/** An absolute http(s) address with a host: the scheme decides, so `JaVaScRiPt:` is no link. */
const HTTP_URL = /^https?:\/\/[^\s/?#[\]@]+(?:[/?#]\S*)?$/i;
/** A path on our own origin (not `//host`, which would be another site). */
const OWN_PATH = /^\/(?!\/)\S*$/;

export function webViewTarget(uri: string, origin: string): WebViewTarget {
  const text = uri.trim();
  if (HTTP_URL.test(text)) return { kind: 'link', href: text };
  if (OWN_PATH.test(text)) return { kind: 'link', href: `${origin}${text}` };
  return { kind: 'unsupported' };
}
