import type { SignedInMessages } from '../../app-parts.js';
import { account } from '../../en/account.js';
import { bookings } from '../../en/bookings.js';
import { customers } from '../../en/customers.js';
import { dashboard } from '../../en/dashboard.js';
import { definitions } from '../../en/definitions.js';
import { diary } from '../../en/diary.js';
import { finance } from '../../en/finance.js';
import { firstBooking } from '../../en/first-booking.js';
import { fulfil } from '../../en/fulfil.js';
import { invoices } from '../../en/invoices.js';
import { labels } from '../../en/labels.js';
import { proof } from '../../en/proof.js';
import { proposals } from '../../en/proposals.js';
import { push } from '../../en/push.js';
import { signature } from '../../en/signature.js';
import { stats } from '../../en/stats.js';
import { sync } from '../../en/sync.js';

/** The texts the signed-in shell loads with itself (app-parts.ts). */
export const en: SignedInMessages = {
  account,
  bookings,
  customers,
  dashboard,
  definitions,
  diary,
  finance,
  firstBooking,
  fulfil,
  invoices,
  labels,
  proof,
  proposals,
  push,
  signature,
  stats,
  sync,
};
