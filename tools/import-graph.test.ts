import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importsOf, listSources } from './import-graph';

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'careport-graph-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('the import graph behind the architecture checks', () => {
  it('finds a cycle through NodeNext and extension-less imports, and ignores type-only ones', () => {
    const dir = tree({
      'a.ts': "import { b } from './b.js';\nimport type { C } from './c';\nexport const a = b;",
      'b.ts': "export { a as b } from './a';",
      'c.ts': "import { a } from './a';\nexport type C = typeof a;",
    });
    expect(findCycles(listSources(dir), dir)).toEqual([['a.ts', 'b.ts']]);
  });

  it('reads static, re-exported and dynamic imports', () => {
    const dir = tree({
      'x.tsx': "import React from 'react';\nexport * from './y';\nconst z = () => import('./z');",
    });
    expect(importsOf(join(dir, 'x.tsx'))).toEqual(['react', './y', './z']);
  });
});
