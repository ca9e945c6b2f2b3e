import type { BookingStatus } from '../catalogue/enums.js';
import { isFulfilled } from '../booking/booking-state.js';
import { calculateGrossPriceInCents } from '../booking/price.js';
import type { ContractStats } from './contract.js';

/** Live bookings of one status and one length, counted (the server groups them in SQL). */
export type ContractBookingGroup = { status: BookingStatus; minutes: number; count: number };

/**
 * spec 1 §3 Contract stats, over the contract's documented (fulfilled or invoiced) bookings, the
 * ones a caregiver has earned from (spec 2 §3 counts documented minutes and earnings the same
 * way): their number, their minutes, and the caregiver's gross price per hour times their hours,
 * each booking's price rounded to the cent. Groups passed in are of live bookings (neither
 * cancelled nor deleted); bookings of one length have one price, so a group counts `count` times.
 */
export function calculateContractStatsOfGroups(
  groups: readonly ContractBookingGroup[],
  grossCaregiverPricePerHourInCents: number,
): ContractStats {
  let bookingCount = 0;
  let minuteCount = 0;
  let grossEarningsInCents = 0;
  for (const { status, minutes, count } of groups) {
    if (!isFulfilled({ status })) continue;
    bookingCount += count;
    minuteCount += minutes * count;
    grossEarningsInCents +=
      calculateGrossPriceInCents(grossCaregiverPricePerHourInCents, minutes) * count;
  }
  return { bookingCount, minuteCount, grossEarningsInCents };
}
