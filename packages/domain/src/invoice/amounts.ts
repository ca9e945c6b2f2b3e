// Invoice money rules (docs/decisions/0038-invoices.md). Everything is in
// whole cents; each visit is rounded once, on its own line, so a line on the invoice, the earnings
// shown on the booking and the invoice total always add up.

/** Half away from zero, so a storno's negative line is exactly the original's line negated. */
export function roundCents(value: number): number {
  const rounded = Math.round(Math.abs(value));
  // `|| 0` turns −0 into 0: a storno of a zero line is a zero line, not a negative zero.
  return (value < 0 ? -rounded : rounded) || 0;
}

/** One visit: the hourly price times the documented minutes (spec 1 §3), rounded to the cent. */
export function visitAmountInCents(pricePerHourInCents: number, minutes: number): number {
  return roundCents((pricePerHourInCents * minutes) / 60);
}

/** The marketplace's commission on one visit's gross amount, at the contract's rate (0.2 = 20 %). */
export function commissionInCents(grossInCents: number, commissionRate: number): number {
  return roundCents(grossInCents * commissionRate);
}

/** VAT on a net amount at `ratePercent` (19 for the commission), rounded once on the total. */
export function vatInCents(netInCents: number, ratePercent: number): number {
  return roundCents((netInCents * ratePercent) / 100);
}
