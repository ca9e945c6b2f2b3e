// The employed demo caregiver's world: documentation through the signature flow, so past
// undocumented bookings under every payment method routing (spec 1 §4 Signature flow routing).
import type { DemoCustomer, DemoProposal } from './demo-plan.js';
import {
  elfriedeLange,
  horstZimmermann,
  renateKoch,
  karlRichter,
  dieterSchwarz,
} from './demo-jonas/signature-routings.js';
import { waltraudFischer, gunterBraun } from './demo-jonas/first-appointments.js';
import { christaVogel, ottoMeyer, hildegardPeters, heinzSchmitt } from './demo-jonas/proposals.js';

// The order is the seed's: it decides the rows' order and so the lists' order on equal dates.
export const JONAS_CUSTOMERS: readonly DemoCustomer[] = [
  elfriedeLange,
  horstZimmermann,
  renateKoch,
  karlRichter,
  dieterSchwarz,
  waltraudFischer,
  gunterBraun,
];

export const JONAS_PROPOSALS: readonly DemoProposal[] = [
  christaVogel,
  ottoMeyer,
  hildegardPeters,
  heinzSchmitt,
];
