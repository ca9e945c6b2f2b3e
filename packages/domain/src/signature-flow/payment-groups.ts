import type { PaymentMethod } from '../catalogue/enums.js';

/** spec 1 §3: the household-help variants (§24 and §38.1 SGB V). */
export function isHouseholdHelp(method: PaymentMethod | null): boolean {
  return method === 'household_help_24' || method === 'household_help_38_1';
}

export function isWorkshop(method: PaymentMethod | null): boolean {
  return method === 'workshop_social_welfare';
}

export function isPrivatePayment(method: PaymentMethod | null): boolean {
  return method === 'private_payment';
}
