import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { useId as mantineUseId } from '@mantine/hooks';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID_ALIAS } from '../../mantine-use-id-alias';
import { useId } from './mantine-use-id';

describe("the builds' stand-in for Mantine's useId (issue 16)", () => {
  it('gives a component its id in one render, where Mantine renders it twice on mount', () => {
    let ours = 0;
    renderHook(() => {
      ours += 1;
      return useId();
    });
    let mantine = 0;
    renderHook(() => {
      mantine += 1;
      return mantineUseId();
    });
    expect(ours).toBe(1);
    expect(mantine).toBe(2);
  });

  it('keeps the id across renders, and a given id wins', () => {
    const { result, rerender } = renderHook(() => useId());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first).toMatch(/^mantine-\S+$/);
    expect(renderHook(() => useId('reminder')).result.current).toBe('reminder');
  });

  it("takes the place of the module Mantine's hooks import it from", () => {
    // A Mantine update that moves the file would otherwise drop the stand-in without a sound.
    const hooksEntry = createRequire(import.meta.url).resolve('@mantine/hooks');
    const esmIndex = path.join(path.dirname(hooksEntry), '../esm/index.mjs');
    const specifier = /import \{ useId \} from "([^"]+)"/.exec(readFileSync(esmIndex, 'utf8'))?.[1];
    expect(specifier).toBeDefined();
    expect(MANTINE_USE_ID_ALIAS.find.test(specifier ?? '')).toBe(true);
  });
});
