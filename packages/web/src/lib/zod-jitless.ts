/**
 * zod compiles object parsers with `new Function` unless told not to; our Content-Security-Policy
 * has no 'unsafe-eval', and even its caught probe is reported as a violation (issue 15 §15).
 * zod keeps its configuration on `globalThis.__zod_globalConfig` and takes an object already
 * there (zod/v4/core/core.js), so the start sets it without importing zod's core, which no first
 * screen needs (issue 43: ~4 KB gzip of every first visit). zod-jitless.test.ts checks that zod
 * reads it.
 */
export function makeZodJitless(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
}
