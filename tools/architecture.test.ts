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

  it('has no import cycles', () => {
    expect(findCycles(sources, root)).toEqual([]);
  });
});
