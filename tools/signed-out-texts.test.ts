import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SIGNED_OUT_AREAS } from '@careport/domain';
import { describe, expect, it } from 'vitest';
import { resolveRelative } from './import-graph';

// Issue 43: the app starts with the signed-out screens' texts only (packages/web/src/lib/i18n.ts);
// the signed-in area's come with the shell. A key of another area on a screen shown before the
// shell would show as its key: every text the start and the signed-out screens can show must be
// of a signed-out area.
const web = join(import.meta.dirname, '../packages/web/src');
const SIGNED_OUT_ROOTS = [
  'main.tsx',
  'app/start-app.tsx',
  'app/overlays.tsx',
  'features/auth/components/auth-layout.tsx',
  'features/auth/routes/login-route.tsx',
  'features/auth/routes/request-password-reset-route.tsx',
  'features/auth/routes/new-password-route.tsx',
  'features/auth/routes/loading-route.tsx',
].map((file) => join(web, file));

// Static value imports only: what a dynamic import loads is a lazy screen's (the router's), or
// the shell's, which loads the signed-in texts before it shows.
const STATIC = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
// A quoted `area.KEY` (or `area.${…}`): how the app names its texts.
const TEXT_KEY = /['"`]([a-z][a-zA-Z]*)\.(?:[A-Z][A-Z0-9_]*|\$\{)/g;

function filesLoadedBy(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC)) {
      const target = resolveRelative(file, match[1] ?? '');
      if (target !== undefined) queue.push(target);
    }
  }
  return seen;
}

describe('the texts of the signed-out screens', () => {
  it('come from the catalogue part the app starts with', () => {
    const allowed = new Set<string>(SIGNED_OUT_AREAS);
    const files = filesLoadedBy(SIGNED_OUT_ROOTS);
    const outside = [...files].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(TEXT_KEY)]
        .filter((match) => !allowed.has(match[1] ?? ''))
        .map((match) => `${relative(web, file)}: ${match[0]}`),
    );
    // The crawl reaches the start and the login form, so the check has something to check.
    expect(files.size).toBeGreaterThan(30);
    expect(outside).toEqual([]);
  });
});
