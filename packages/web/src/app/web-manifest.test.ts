import { afterEach, describe, expect, it } from 'vitest';
import { linkWebManifest, WEB_MANIFEST_FILE } from './web-manifest';

describe('linkWebManifest', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove());
  });

  it('names the manifest in the page once, however often the start asks', () => {
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();

    linkWebManifest();
    linkWebManifest();

    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(new URL(links[0]?.href ?? '').pathname).toBe(`/${WEB_MANIFEST_FILE}`);
  });
});
