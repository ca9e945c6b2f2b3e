import { describe, expect, it } from 'vitest';
import { checkReliefAmount, reliefBudgetMinutes, visitPriceInCents } from './relief-amount.js';

describe('§45b relief amount (beyond the spec)', () => {
  it.each([
    // [used, new, remaining, remaining after, exceeds, already exceeded]
    [0, 50_00, 131_00, 81_00, false, false],
    [81_00, 50_00, 50_00, 0, false, false],
    [81_00, 50_01, 50_00, -1, true, false],
    [131_00, 1, 0, -1, true, false],
    [140_00, 10_00, 0, -19_00, true, true],
  ])('used %i, a visit of %i', (used, added, remaining, after, exceeds, already) => {
    const check = checkReliefAmount({ budget: 131_00, used }, added);
    expect(check.remaining).toBe(remaining);
    expect(check.remainingAfter).toBe(after);
    expect(check.exceeds).toBe(exceeds);
    expect(check.alreadyExceeded).toBe(already);
  });

  it.each([
    [60, 3500, 3500],
    [90, 3500, 5250],
    [50, 3333, 2778],
  ])('%i minutes at %i cents an hour cost %i cents', (minutes, rate, price) => {
    expect(visitPriceInCents(minutes, rate)).toBe(price);
  });

  it.each([
    [131_00, 35_00, 224],
    [131_00, 131_00, 60],
    [131_00, 0, null],
  ])('%i cents at %i cents an hour pay for %s minutes', (amount, rate, minutes) => {
    expect(reliefBudgetMinutes(amount, rate)).toBe(minutes);
  });

  it('a visit that fits the budget in minutes never costs more than the amount', () => {
    for (const rate of [2999, 3333, 3500, 4177]) {
      const minutes = reliefBudgetMinutes(131_00, rate) ?? 0;
      expect(visitPriceInCents(minutes, rate)).toBeLessThanOrEqual(131_00);
    }
  });
});
