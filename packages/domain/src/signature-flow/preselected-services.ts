import type { PaymentMethod } from '../catalogue/enums.js';
import { MAIN_SERVICE_IDS } from '../definitions/main-services.js';
import { isHouseholdHelp } from './payment-groups.js';

/**
 * spec 1 §5 Fulfil: two fixed service ids are preselected, depending on household versus other
 * payment: household help under §24/§38.1 SGB V documents household help; every other payment
 * documents everyday assistance.
 */
export const PRESELECTED_SERVICE_IDS = {
  household: MAIN_SERVICE_IDS.HOUSEHOLD_HELP,
  other: MAIN_SERVICE_IDS.EVERYDAY_ASSISTANCE,
} as const;

export function preselectedServiceIds(paymentMethod: PaymentMethod | null): string[] {
  return [
    isHouseholdHelp(paymentMethod)
      ? PRESELECTED_SERVICE_IDS.household
      : PRESELECTED_SERVICE_IDS.other,
  ];
}
