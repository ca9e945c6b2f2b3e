/** The web app manifest's file in the build (vite.config.ts names it to the PWA plugin). */
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

/**
 * Names the web app manifest in the page, once. The build leaves it out of the page
 * (vite.config.ts): a page that names it has the browser fetch it and its icons and check the app
 * can be installed while the first screen starts, and desktop Chromium then animates its install
 * button for ~0.6 s at 60 frames a second (issue 16: on a two-core machine, a quarter of a core
 * beside the app's start). Named after the start, the app is installable as before.
 */
export function linkWebManifest(doc: Document = document): void {
  if (doc.querySelector('link[rel="manifest"]') !== null) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = `/${WEB_MANIFEST_FILE}`;
  doc.head.append(link);
}
