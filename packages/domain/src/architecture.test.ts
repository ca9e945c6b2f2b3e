// The test reads files, which the domain's sources may never do (the ESLint rule forbids node
// imports in packages/domain/src); a test of the package's own boundaries has to.
// eslint-disable-next-line no-restricted-imports -- see above
import { readdirSync, readFileSync, existsSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- see above
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

const packageDir = join(import.meta.dirname, '..');
const repoDir = join(packageDir, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// ibantools (issue 12): IBAN and BIC checks by a maintained library, pure functions without I/O.
// libphonenumber-js (issue 39, record 0082): phone numbers against the numbering plans, the same.
const ALLOWED_DEPENDENCIES = ['@date-fns/tz', 'date-fns', 'ibantools', 'libphonenumber-js', 'zod'];

describe('DESIGN.md, STYLE.md §1: packages/domain is pure', () => {
  it('depends only on zod, date-fns, @date-fns/tz, ibantools and libphonenumber-js', () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
    expect(dependencies.sort()).toEqual(ALLOWED_DEPENDENCIES);
  });

  it('its sources import nothing but themselves and those five', () => {
    const sources = sourceFiles(join(packageDir, 'src')).filter(
      (file) => !file.endsWith('.test.ts') && !file.includes('/test/'),
    );
    const offending = sources.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /^\s*(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'|^\s*import\s+'([^']+)'/gms,
        ),
      ]
        .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
        .filter(
          (specifier) =>
            !specifier.startsWith('.') &&
            !ALLOWED_DEPENDENCIES.some(
              (allowed) => specifier === allowed || specifier.startsWith(`${allowed}/`),
            ),
        )
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('its sources read no clock, no globals of a browser or of node', () => {
    // The message catalogues are prose ('... the past ones to document.'), not code.
    const sources = sourceFiles(join(packageDir, 'src')).filter(
      (file) => !file.endsWith('.test.ts') && !file.includes('/test/') && !file.includes('/i18n/'),
    );
    const forbidden =
      /\bDate\.now\(|new Date\(\)|(?<![\w.-])(?:process|window|document|localStorage)\.|(?<![\w.-])fetch\(/;
    expect(sources.filter((file) => forbidden.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});

describe('STYLE.md §1: the server and the app take their rules from the domain', () => {
  const ruleNames = Object.entries(domain)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name);

  it.each(['server', 'web'])(
    'packages/%s defines none of the domain rules a second time',
    (name) => {
      const srcDir = join(repoDir, 'packages', name, 'src');
      const files = existsSync(srcDir) ? sourceFiles(srcDir) : [];
      const redefined = files.flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return ruleNames
          .filter((rule) => new RegExp(`(?:function|const|let)\\s+${rule}\\b\\s*[=(<:]`).test(text))
          .map((rule) => `${file}: ${rule}`);
      });
      expect(redefined).toEqual([]);
    },
  );
});
