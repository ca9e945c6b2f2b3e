// The independent demo caregiver's world (Berlin, Prenzlauer Berg and around): customers with
// established, new and ended contracts, and proposals. Days are relative to today.
import type { DemoCustomer, DemoProposal } from './demo-plan.js';
import { helgaSchulze, wernerKruger } from './demo-anna/regular-customers.js';
import {
  ingridHoffmann,
  giselaWolff,
  gerdaWolf,
  manfredBecker,
} from './demo-anna/first-appointments.js';
import { ursulaNeumann } from './demo-anna/ended-collaborations.js';
import {
  erikaLehmann,
  hansJung,
  brigitteHartmann,
  rolfSchafer,
  monikaKrause,
} from './demo-anna/proposals.js';

// The order is the seed's: it decides the rows' order and so the lists' order on equal dates.
export const ANNA_CUSTOMERS: readonly DemoCustomer[] = [
  helgaSchulze,
  wernerKruger,
  ingridHoffmann,
  giselaWolff,
  gerdaWolf,
  manfredBecker,
  ursulaNeumann,
];

export const ANNA_PROPOSALS: readonly DemoProposal[] = [
  erikaLehmann,
  hansJung,
  brigitteHartmann,
  rolfSchafer,
  monikaKrause,
];
