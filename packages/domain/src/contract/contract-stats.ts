import type { BookingStatus } from '../catalogue/enums.js';
import { isFulfilled } from '../booking/booking-state.js';
import { calculateGrossPriceInCents, durationInMinutes } from '../booking/price.js';
import type { ContractStats } from './contract.js';

/**
 * spec 1 §3 Contract stats, over the contract's documented (fulfilled or invoiced) bookings, the
 * ones a caregiver has earned from (spec 2 §3 counts documented minutes and earnings the same
 * way): their number, their minutes, and the caregiver's gross price per hour times their hours.
 * Bookings passed in are live (neither cancelled nor deleted).
 */
export function calculateContractStats(
  bookings: readonly { startDate: Date | string; endDate: Date | string; status: BookingStatus }[],
  grossCaregiverPricePerHourInCents: number,
): ContractStats {
  let bookingCount = 0;
  let minuteCount = 0;
  let grossEarningsInCents = 0;
  for (const booking of bookings) {
    if (!isFulfilled(booking)) continue;
    const minutes = durationInMinutes(booking.startDate, booking.endDate);
    bookingCount += 1;
    minuteCount += minutes;
    grossEarningsInCents += calculateGrossPriceInCents(grossCaregiverPricePerHourInCents, minutes);
  }
  return { bookingCount, minuteCount, grossEarningsInCents };
}
