import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Mantine's `useId` (its hooks package imports it as `./use-id/use-id.mjs`) replaced by
 * src/lib/mantine-use-id.ts, in the app's build and in the server's copy of the first screen:
 * without its second render on mount (issue 16, docs/decisions/0047-app-start-in-short-tasks.md).
 */
export const MANTINE_USE_ID_ALIAS = {
  find: /^\.\/use-id\/use-id\.mjs$/,
  replacement: path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/lib/mantine-use-id.ts'),
};
