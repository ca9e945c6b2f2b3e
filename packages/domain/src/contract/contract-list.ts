import { compareGerman } from '../format/collation.js';

/** spec 1 §2 Customer area: the first 6 items are rendered initially. */
export const CUSTOMER_LIST_INITIAL_COUNT = 6;

type Listed = {
  isActive: boolean;
  careReceiver: { name: { lastName: string; firstName: string } };
};

/**
 * spec 1 §2, §9: only active contracts are listed, sorted by care receiver last name with German
 * collation (first name breaks a tie).
 */
export function selectListedContracts<T extends Listed>(contracts: readonly T[]): T[] {
  return contracts
    .filter((contract) => contract.isActive)
    .sort(
      (a, b) =>
        compareGerman(a.careReceiver.name.lastName, b.careReceiver.name.lastName) ||
        compareGerman(a.careReceiver.name.firstName, b.careReceiver.name.firstName),
    );
}

/** spec 1 §2 Customer detail: the Customer / Additional contact tabs only if not a self-booker. */
export function areCustomerTabsShown(careReceiver: { isSelfBooker: boolean }): boolean {
  return !careReceiver.isSelfBooker;
}
