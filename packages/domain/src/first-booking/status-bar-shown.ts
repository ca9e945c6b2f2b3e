import type { ContractConfirmationStatus } from '../catalogue/enums.js';

/**
 * The status bar belongs to the first appointment (spec 1 §4): it shows while the contract's
 * confirmationStatus is still PENDING. Once the caregiver has said how it goes on, a long-running
 * customer would otherwise carry 'the first appointment has passed' for ever
 * (docs/decisions/0053-unconfirmed-first-booking-status-bar.md).
 */
export function isFirstBookingStatusBarShown(contract: {
  confirmationStatus: ContractConfirmationStatus;
}): boolean {
  return contract.confirmationStatus === 'PENDING';
}
