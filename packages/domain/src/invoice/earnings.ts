import { commissionInCents, vatInCents, visitAmountInCents } from './amounts.js';
import { COMMISSION_VAT_PERCENT } from './tax.js';

export type BookingEarnings = {
  grossInCents: number;
  commissionInCents: number;
  commissionVatInCents: number;
  netInCents: number;
};

/**
 * Issue 12 "Beyond the spec": what one visit earned an independent caregiver. Gross is what the
 * customer pays for it (the same amount as its line on the customer invoice), the commission the
 * same amount as its line on the commission invoice (before VAT), net what stays. Issue 39: the
 * commission invoice adds 19 % VAT, which a caregiver of exempt care services cannot reclaim, so
 * it is taken off too (per visit, rounded as the invoice rounds its lines).
 */
export function bookingEarnings(options: {
  durationInMinutes: number;
  grossPricePerHourInCents: number;
  commissionRate: number;
}): BookingEarnings {
  const gross = visitAmountInCents(options.grossPricePerHourInCents, options.durationInMinutes);
  const commission = commissionInCents(gross, options.commissionRate);
  const vat = vatInCents(commission, COMMISSION_VAT_PERCENT);
  return {
    grossInCents: gross,
    commissionInCents: commission,
    commissionVatInCents: vat,
    netInCents: gross - commission - vat,
  };
}
