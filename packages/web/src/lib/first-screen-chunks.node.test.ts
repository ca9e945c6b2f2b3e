import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import {
  COMPILE_ALL_ON_LOAD,
  firstScreenChunks,
  isCompiledOnLoad,
} from '../../first-screen-chunks';

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

/** A build's chunks as the bundler cuts them on its own: the start, sign-in, shell and diary. */
const CHUNKS = [
  chunk('index.js', [src('main.tsx')]),
  chunk('i18n.js', [src('lib/i18n.ts')], { lazy: true }),
  chunk('de.js', [path.join(web, '../domain/src/i18n/signed-out/de/index.ts')], { lazy: true }),
  chunk('en.js', [path.join(web, '../domain/src/i18n/signed-out/en/index.ts')], { lazy: true }),
  chunk('de-in.js', [path.join(web, '../domain/src/i18n/signed-in/de/index.ts')], { lazy: true }),
  chunk('en-in.js', [path.join(web, '../domain/src/i18n/signed-in/en/index.ts')], { lazy: true }),
  chunk('start-app.js', [src('app/start-app.tsx'), src('app/router.tsx')], {
    lazy: true,
    imports: ['Box.js'],
  }),
  chunk('Box.js', ['/nm/Box.mjs']),
  chunk('auth-layout.js', [src('features/auth/components/auth-layout.tsx')], {
    lazy: true,
    imports: ['Box.js', 'Anchor.js'],
  }),
  chunk('login-route.js', [src('features/auth/routes/login-route.tsx')], {
    lazy: true,
    imports: ['Input.js', 'password-field.js'],
  }),
  chunk('Anchor.js', ['/nm/Anchor.mjs']),
  chunk('Input.js', ['/nm/Input.mjs']),
  chunk('password-field.js', [src('features/auth/components/password-field.tsx')]),
  chunk('signed-in-routes.js', [src('app/signed-in-routes.tsx')], { lazy: true }),
  chunk('shell-layout.js', [src('app/shell/shell-layout.tsx')], {
    lazy: true,
    imports: ['Box.js', 'side-menu.js', 'Tabs.js', 'Anchor.js'],
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
    { lazy: true, imports: ['Modal.js'] },
  ),
  chunk('Badge.js', ['/nm/Badge.mjs']),
  chunk('Modal.js', ['/nm/Modal.mjs']),
  chunk('customers-route.js', [src('features/customers/routes/customers-route.tsx')], {
    lazy: true,
    imports: ['Badge.js', 'Table.js'],
  }),
  chunk('Table.js', ['/nm/Table.mjs']),
];

describe("the first screens' chunks (issue 16)", () => {
  it('gathers the modules by the first screens that load them', () => {
    const groups = firstScreenChunks(CHUNKS);
    expect(Object.fromEntries(groups)).toEqual({
      // Loaded by the sign-in screen and by the signed-in ones.
      '/nm/Anchor.mjs': 'common',
      '/nm/Input.mjs': 'common',
      [src('features/auth/components/password-field.tsx')]: 'sign-in',
      [src('app/shell/side-menu.tsx')]: 'shell',
      '/nm/NavLink.mjs': 'shell',
      // The shell's even where the diary loads it too.
      '/nm/Tabs.mjs': 'shell',
      '/nm/Badge.mjs': 'diary',
      // Only the reminder's, which loads after the diary (issue 43).
      '/nm/Modal.mjs': 'reminder',
    });
  });

  it("leaves the start's stages, the lazily loaded modules and other screens alone", () => {
    const groups = firstScreenChunks(CHUNKS);
    // The start's: it stays in the stage that loads it first.
    expect(groups.has('/nm/Box.mjs')).toBe(false);
    expect(groups.has(src('app/router.tsx'))).toBe(false);
    // Named by the router and the server's preloads: they keep chunks of their own.
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

describe("the compile hint for the first screens' chunks (issue 16)", () => {
  const rendered = (name: string, moduleIds: string[]) => ({ name, moduleIds });

  it("marks the start's stages, the first screens' routes and groups, and React", () => {
    expect(isCompiledOnLoad(rendered('index', [src('main.tsx'), '/nm/Box.mjs']))).toBe(true);
    expect(isCompiledOnLoad(rendered('start-app', [src('app/start-app.tsx')]))).toBe(true);
    expect(
      isCompiledOnLoad(rendered('diary-route', [src('features/bookings/routes/diary-route.tsx')])),
    ).toBe(true);
    expect(isCompiledOnLoad(rendered('shell', ['/nm/NavLink.mjs']))).toBe(true);
    expect(isCompiledOnLoad(rendered('react', ['/nm/react-dom.mjs']))).toBe(true);
  });

  it("leaves other screens' chunks to compile what they call", () => {
    expect(
      isCompiledOnLoad(
        rendered('customers-route', [src('features/customers/routes/customers-route.tsx')]),
      ),
    ).toBe(false);
    expect(isCompiledOnLoad(rendered('Table', ['/nm/Table.mjs']))).toBe(false);
  });
});

describe('the built app (npm install builds it)', () => {
  const manifest = JSON.parse(
    readFileSync(path.join(web, 'dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
  const filesLoadedBy = (keys: string[]) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const queue = [...keys];
    for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = manifest[key];
      if (entry === undefined) throw new Error(`the build's manifest has no ${key}`);
      files.add(path.basename(entry.file));
      queue.push(...(entry.imports ?? []));
    }
    return [...files];
  };

  it('loads each first screen in a few dozen scripts, sharing what both need', () => {
    // The entry, its stages (the language, the app) and the German signed-out texts.
    const start = [
      'index.html',
      ...(manifest['index.html']?.dynamicImports ?? []),
      '../domain/src/i18n/signed-out/de/index.ts',
    ];
    const signIn = filesLoadedBy([
      ...start,
      'src/features/auth/components/auth-layout.tsx',
      'src/features/auth/routes/login-route.tsx',
    ]);
    const diary = filesLoadedBy([
      ...start,
      '../domain/src/i18n/signed-in/de/index.ts',
      'src/app/signed-in-routes.tsx',
      'src/app/shell/shell-layout.tsx',
      'src/features/bookings/routes/diary-route.tsx',
      'src/features/bookings/components/undocumented-reminder.tsx',
    ]);
    const grouped = (files: string[]) =>
      files
        .flatMap(
          (file) => /^(common|sign-in|shell|diary|reminder)-[\w-]{8}\.js$/.exec(file)?.[1] ?? [],
        )
        .sort();
    expect(grouped(signIn)).toEqual(['common', 'sign-in']);
    expect(grouped(diary)).toEqual(['common', 'diary', 'reminder', 'shell']);
    // 48 and 95 before the groups.
    expect(signIn.length).toBeLessThan(30);
    expect(diary.length).toBeLessThan(30);
    // Issue 43: a schema built at a domain module's top level brought all of zod (~18 KB gzip)
    // into the diary's chunk through an import of a plain function beside it.
    const withZod = [...signIn, ...diary].filter((file) =>
      readFileSync(path.join(web, 'dist/assets', file), 'utf8').includes('ZodObject'),
    );
    expect(withZod).toEqual([]);
  });

  it("starts the diary's own chunks with the compile hint, and no other screen's", () => {
    const firstLine = (key: string) =>
      readFileSync(path.join(web, 'dist', manifest[key]?.file ?? ''), 'utf8').split('\n')[0];
    expect(firstLine('src/features/bookings/routes/diary-route.tsx')).toBe(COMPILE_ALL_ON_LOAD);
    expect(firstLine('src/app/start-app.tsx')).toBe(COMPILE_ALL_ON_LOAD);
    expect(firstLine('src/features/customers/routes/customers-route.tsx')).not.toBe(
      COMPILE_ALL_ON_LOAD,
    );
  });
});
