import { describe, expect, it } from 'vitest';
import { webViewTarget } from './web-view.js';

const ORIGIN = 'https://app.careport.example';

describe('webViewTarget (spec 2 §2 web view, §8 Web version not supported)', () => {
  it('links http(s) documents, ours resolved against our origin', () => {
    expect(webViewTarget('https://www.careport.example/hilfe', ORIGIN)).toEqual({
      kind: 'link',
      href: 'https://www.careport.example/hilfe',
    });
    expect(webViewTarget('/docs/faq.html', ORIGIN)).toEqual({
      kind: 'link',
      href: `${ORIGIN}/docs/faq.html`,
    });
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['file:///etc/passwd'],
    ['mailto:help@careport.example'],
    [''],
    ['   '],
    ['http://[broken'],
  ])('never opens %s', (uri) => {
    expect(webViewTarget(uri, ORIGIN)).toEqual({ kind: 'unsupported' });
  });
});

describe('webViewTarget, addresses that look like paths', () => {
  it('treats //host as another site without a scheme: no link', () => {
    expect(webViewTarget('//evil.example/x', ORIGIN)).toEqual({ kind: 'unsupported' });
  });
});
