import { commissionInCents, visitAmountInCents } from './amounts.js';

export type BookingEarnings = {
  grossInCents: number;
  commissionInCents: number;
  netInCents: number;
};

/**
 * Issue 12 "Beyond the spec": what one visit earned an independent caregiver. Gross is what the
 * customer pays for it (the same amount as its line on the customer invoice), the commission the
 * same amount as its line on the commission invoice (before VAT), net what stays.
 */
export function bookingEarnings(options: {
  durationInMinutes: number;
  grossPricePerHourInCents: number;
  commissionRate: number;
}): BookingEarnings {
  const gross = visitAmountInCents(options.grossPricePerHourInCents, options.durationInMinutes);
  const commission = commissionInCents(gross, options.commissionRate);
  return { grossInCents: gross, commissionInCents: commission, netInCents: gross - commission };
}
