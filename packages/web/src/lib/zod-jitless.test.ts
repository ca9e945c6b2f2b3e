import { describe, expect, it } from 'vitest';
import { makeZodJitless } from './zod-jitless';

describe('zod without new Function (issue 15 §15, issue 43)', () => {
  it('is configured jitless before zod is loaded', async () => {
    makeZodJitless();
    const { config } = await import('zod/mini');
    expect(config().jitless).toBe(true);
  });
});
