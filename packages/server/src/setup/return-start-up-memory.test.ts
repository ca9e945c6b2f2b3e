import { getHeapSpaceStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { returnStartUpMemory } from './return-start-up-memory.js';

const youngGenerationMb = () =>
  (getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0) /
  2 ** 20;

describe('returning start-up memory (issue 43)', () => {
  it('shrinks the young generation that start-up grew, and the process goes on', () => {
    // What start-up does to it: many short-lived objects while some survive a while.
    let kept: object[] = [];
    for (let index = 0; index < 2_000_000; index += 1) {
      kept.push({ index, text: `row ${index}` });
      if (kept.length > 100_000) kept = [];
    }
    const grown = youngGenerationMb();
    expect(grown).toBeGreaterThan(4);

    returnStartUpMemory();

    expect(youngGenerationMb()).toBeLessThan(grown / 2);
    expect(kept.length).toBeGreaterThan(0); // live objects survive the collection
    returnStartUpMemory(); // a second call (gc already exposed) works as well
  });
});
