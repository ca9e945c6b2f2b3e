import { describe, expect, it } from 'vitest';
import { isOwnOriginUrl } from './own-origin';

describe('the PDF reader opens files of our own origin only', () => {
  it.each([
    ['/docs/first-call-guide.pdf', true],
    ['docs/first-call-guide.pdf', true],
    ['https://app.careport.example/docs/a.pdf', true],
    ['https://evil.example/a.pdf', false],
    ['//evil.example/a.pdf', false],
    ['javascript:alert(1)', false],
    ['http://[broken', false],
  ])('%s → %s', (url, expected) => {
    expect(isOwnOriginUrl(url, 'https://app.careport.example')).toBe(expected);
  });
});
