/** §45b SGB XI: the care insurance's monthly relief amount, in cents (the server's default). */
export const DEFAULT_RELIEF_AMOUNT_CENTS = 131_00;

/** The price of `minutes` at `hourlyRateInCents`, rounded to the cent. */
export function visitPriceInCents(minutes: number, hourlyRateInCents: number): number {
  return Math.round((minutes * hourlyRateInCents) / 60);
}

/**
 * How many minutes of care the month's amount pays for at the contract's hourly price: what an
 * employee sees instead of euros (spec 2 §6: no prices for employees). Whole minutes, rounded
 * down, so a visit that fits in minutes never costs more than the amount. A free contract
 * (price 0) is never limited: null.
 */
export function reliefBudgetMinutes(
  amountInCents: number,
  hourlyRateInCents: number,
): number | null {
  if (hourlyRateInCents <= 0) return null;
  return Math.floor((amountInCents * 60) / hourlyRateInCents);
}

/** The month's budget and what planned and documented visits already use, in one unit. */
export type ReliefUse = { budget: number; used: number };

export type ReliefCheck = {
  used: number;
  added: number;
  /** What is left before the new visit; never below 0. */
  remaining: number;
  /** What is left after it; negative when it would exceed the month's amount. */
  remainingAfter: number;
  exceeds: boolean;
  /** Already past the amount before the new visit. */
  alreadyExceeded: boolean;
};

/**
 * Beyond the spec (issue 12): how much of the month's relief amount a new visit would use, and
 * whether it goes past it. Works in any one unit (cents for independents, minutes for employees).
 */
export function checkReliefAmount(use: ReliefUse, added: number): ReliefCheck {
  const remainingAfter = use.budget - use.used - added;
  return {
    used: use.used,
    added,
    remaining: Math.max(0, use.budget - use.used),
    remainingAfter,
    exceeds: remainingAfter < 0,
    alreadyExceeded: use.used > use.budget,
  };
}
