import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export type SourceFile = { path: string; imports: string[] };

const SOURCE = /\.(ts|tsx)$/;
// Value imports and re-exports; `import type` / `export type` vanish at compile time and cannot
// form a cycle at run time, so they are left out.
const STATIC = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

export function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return listSources(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

export function importsOf(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(STATIC), ...text.matchAll(DYNAMIC)].map((match) => match[1] ?? '');
}

/** The file a relative specifier points at (NodeNext `.js` or extension-less), or undefined. */
export function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.js$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => SOURCE.test(candidate) && existsSync(candidate));
}

/** Every cycle of value imports among the given files, each as a list of paths relative to root. */
export function findCycles(files: string[], root: string): string[][] {
  const edges = new Map(
    files.map((file) => [
      file,
      importsOf(file)
        .map((specifier) => resolveRelative(file, specifier))
        .filter((target): target is string => target !== undefined),
    ]),
  );
  // Tarjan's strongly connected components: any component of two or more files is a cycle.
  let index = 0;
  const indices = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    indices.set(file, index);
    lowlinks.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!indices.has(target)) {
        visit(target);
        lowlinks.set(file, Math.min(lowlinks.get(file) ?? 0, lowlinks.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowlinks.set(file, Math.min(lowlinks.get(file) ?? 0, indices.get(target) ?? 0));
      }
    }
    if (lowlinks.get(file) === indices.get(file)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(relative(root, member));
      } while (member !== file);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const file of files) if (!indices.has(file)) visit(file);
  return cycles;
}
