import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importsOf, listSources, resolveRelative } from './import-graph';

// STYLE.md §1: domain imports nothing of ours; server and web import domain but not each other; in
// web, shared code (lib, components) → features → app, and a feature never reaches into another.
const root = join(import.meta.dirname, '..');
const pkg = (name: string) => join(root, 'packages', name, 'src');
const sources = ['domain', 'server', 'web'].flatMap((name) => listSources(pkg(name)));
const inside = (file: string, dir: string) => file.startsWith(dir + sep);
const web = pkg('web');

type Violation = { file: string; specifier: string };

function violations(predicate: (file: string, specifier: string, target?: string) => boolean) {
  const found: Violation[] = [];
  for (const file of sources) {
    for (const specifier of importsOf(file)) {
      if (predicate(file, specifier, resolveRelative(file, specifier))) {
        found.push({ file: relative(root, file), specifier });
      }
    }
  }
  return found;
}

describe('architecture (STYLE.md §1)', () => {
  it('keeps the domain pure: only zod, date-fns, ibantools and libphonenumber-js from outside, nothing of ours', () => {
    // ibantools (issue 12): the IBAN and BIC checks the app and the server share; libphonenumber-js
    // (record 0082) the phone numbers' checks.
    const allowed = /^(zod|date-fns|@date-fns\/tz|ibantools|libphonenumber-js)(\/|$)/;
    const found = violations((file, specifier, target) => {
      if (!inside(file, pkg('domain')) || /\.test\.ts$/.test(file)) return false;
      if (target) return !inside(target, pkg('domain'));
      return !allowed.test(specifier);
    });
    expect(found).toEqual([]);
  });

  it('keeps the server and the app apart', () => {
    const found = violations((file, specifier, target) => {
      if (inside(file, pkg('server'))) {
        return specifier.startsWith('@careport/web') || (!!target && inside(target, web));
      }
      if (inside(file, web)) {
        return (
          specifier.startsWith('@careport/server') || (!!target && inside(target, pkg('server')))
        );
      }
      return false;
    });
    expect(found).toEqual([]);
  });

  it('lets imports in the app flow from shared code to features to the app only', () => {
    const area = (path: string) => {
      const [top, feature] = relative(web, path).split(sep);
      return top === 'features' ? `features/${feature ?? ''}` : (top ?? '');
    };
    const found = violations((file, _specifier, target) => {
      if (!inside(file, web) || !target || !inside(target, web)) return false;
      // Tests render whole routes through the real providers; the rule is about app code.
      if (/\.test\.tsx?$/.test(file)) return false;
      const from = area(file);
      const to = area(target);
      if (from === to) return false;
      if (['lib', 'components', 'shared'].includes(from)) {
        return to === 'app' || to.startsWith('features/');
      }
      if (from.startsWith('features/')) return to === 'app' || to.startsWith('features/');
      return false;
    });
    expect(found).toEqual([]);
  });

  it('keeps the back office’s wire shapes (domain back-office) types only, of the domain alone', () => {
    // Issue 40: the server's services and the console share these answers; a value or an import
    // of the server, even a type one (importsOf skips those), would tie the console to the server.
    const folder = join(pkg('domain'), 'back-office');
    const found = listSources(folder).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const values = importsOf(file).map((specifier) => `value import ${specifier}`);
      const declarations = [...text.matchAll(/^export\s+(?!type\s)(\w+)/gm)].map(
        (match) => `export ${match[1] ?? ''}`,
      );
      const outside = [...text.matchAll(/\sfrom\s+['"]([^'"]+)['"]/g)]
        .map((match) => match[1] ?? '')
        .filter((specifier) => {
          const target = resolveRelative(file, specifier);
          return !target || !inside(target, pkg('domain'));
        })
        .map((specifier) => `import of ${specifier}`);
      return [...values, ...declarations, ...outside].map((what) => ({
        file: relative(root, file),
        what,
      }));
    });
    expect(found).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(findCycles(sources, root)).toEqual([]);
  });
});
