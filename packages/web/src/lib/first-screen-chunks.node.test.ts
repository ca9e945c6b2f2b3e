import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { firstScreenChunks } from '../../first-screen-chunks';

const web = path.resolve(import.meta.dirname, '../..');
const src = (file: string) => path.join(web, 'src', file);

function chunk(
  fileName: string,
  moduleIds: string[],
  options: { imports?: string[]; lazy?: boolean } = {},
): Rolldown.OutputChunk {
  // Only the fields the grouping reads; an output chunk has dozens more.
  return {
    fileName,
    moduleIds,
    imports: options.imports ?? [],
    isDynamicEntry: options.lazy ?? false,
    facadeModuleId: options.lazy ? (moduleIds[0] ?? null) : null,
  } as unknown as Rolldown.OutputChunk;
}

/** A build's chunks as the bundler cuts them on its own: the sign-in screen, shell and diary. */
const CHUNKS = [
  chunk('index.js', [src('main.tsx')]),
  chunk('i18n.js', [src('lib/i18n.ts')]),
  chunk('de.js', [path.join(web, '../domain/src/i18n/de/index.ts')], { lazy: true }),
  chunk('en.js', [path.join(web, '../domain/src/i18n/en/index.ts')], { lazy: true }),
  chunk('start-app.js', [src('app/start-app.tsx')], { imports: ['Box.js'] }),
  chunk('Box.js', ['/nm/Box.mjs']),
  chunk('auth-layout.js', [src('features/auth/components/auth-layout.tsx')], { lazy: true }),
  chunk('login-route.js', [src('features/auth/routes/login-route.tsx')], {
    lazy: true,
    imports: ['Input.js'],
  }),
  chunk('Input.js', ['/nm/Input.mjs']),
  chunk('shell-layout.js', [src('app/shell/shell-layout.tsx')], {
    lazy: true,
    imports: ['Box.js', 'side-menu.js', 'Tabs.js'],
  }),
  chunk('side-menu.js', [src('app/shell/side-menu.tsx'), '/nm/NavLink.mjs']),
  chunk('Tabs.js', ['/nm/Tabs.mjs']),
  chunk('diary-route.js', [src('features/bookings/routes/diary-route.tsx')], {
    lazy: true,
    imports: ['Tabs.js', 'Badge.js', 'Input.js'],
  }),
  chunk(
    'undocumented-reminder.js',
    [src('features/bookings/components/undocumented-reminder.tsx')],
    {
      lazy: true,
      imports: ['Modal.js'],
    },
  ),
  chunk('Badge.js', ['/nm/Badge.mjs']),
  chunk('Modal.js', ['/nm/Modal.mjs']),
  chunk('customers-route.js', [src('features/customers/routes/customers-route.tsx')], {
    lazy: true,
    imports: ['Badge.js', 'Table.js'],
  }),
  chunk('Table.js', ['/nm/Table.mjs']),
];

describe("the signed-in first screens' chunks (issue 16)", () => {
  it('gathers what the shell and the diary load into one chunk each, the shell first', () => {
    const groups = firstScreenChunks(CHUNKS);
    expect(Object.fromEntries(groups)).toEqual({
      [src('app/shell/side-menu.tsx')]: 'shell',
      '/nm/NavLink.mjs': 'shell',
      '/nm/Tabs.mjs': 'shell',
      '/nm/Badge.mjs': 'diary',
      '/nm/Modal.mjs': 'diary',
    });
  });

  it('leaves the sign-in visit, the lazily loaded screens and other screens alone', () => {
    const groups = firstScreenChunks(CHUNKS);
    // Loaded by /login as well: grouping it would make /login load the group.
    expect(groups.has('/nm/Box.mjs')).toBe(false);
    expect(groups.has('/nm/Input.mjs')).toBe(false);
    // Named by the router and the server's preloads: keep chunks of their own.
    expect(groups.has(src('app/shell/shell-layout.tsx'))).toBe(false);
    expect(groups.has(src('features/bookings/routes/diary-route.tsx'))).toBe(false);
    // Only another screen loads it.
    expect(groups.has('/nm/Table.mjs')).toBe(false);
  });

  it('refuses a build in which a first screen has no chunk', () => {
    expect(() =>
      firstScreenChunks(CHUNKS.filter(({ fileName }) => fileName !== 'i18n.js')),
    ).toThrow(/no chunk holds .*i18n\.ts/);
  });
});

describe('the built app (npm install builds it)', () => {
  const manifest = JSON.parse(
    readFileSync(path.join(web, 'dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const filesLoadedBy = (keys: string[]) => {
    const seen = new Set<string>();
    const queue = [...keys];
    for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(...(manifest[key]?.imports ?? []));
    }
    return [...seen].map((key) => path.basename(manifest[key]?.file ?? key));
  };

  it('loads the diary in a few dozen scripts, and /login none of its chunks', () => {
    const signIn = filesLoadedBy([
      'index.html',
      'src/lib/i18n.ts',
      'src/app/start-app.tsx',
      'src/features/auth/components/auth-layout.tsx',
      'src/features/auth/routes/login-route.tsx',
    ]);
    const diary = filesLoadedBy([
      'index.html',
      'src/lib/i18n.ts',
      'src/app/start-app.tsx',
      'src/app/shell/shell-layout.tsx',
      'src/features/bookings/routes/diary-route.tsx',
      'src/features/bookings/components/undocumented-reminder.tsx',
    ]);
    const grouped = (files: string[]) =>
      files.filter((file) => /^(shell|diary)-[\w-]{8}\.js$/.test(file));
    expect(grouped(diary)).toHaveLength(2);
    expect(grouped(signIn)).toEqual([]);
    // Ninety-odd before the groups.
    expect(diary.length).toBeLessThan(50);
  });
});
