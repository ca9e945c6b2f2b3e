import type { SignedInMessages } from '../../app-parts.js';
import { account } from '../../de/account.js';
import { bookings } from '../../de/bookings.js';
import { customers } from '../../de/customers.js';
import { dashboard } from '../../de/dashboard.js';
import { definitions } from '../../de/definitions.js';
import { diary } from '../../de/diary.js';
import { finance } from '../../de/finance.js';
import { firstBooking } from '../../de/first-booking.js';
import { fulfil } from '../../de/fulfil.js';
import { invoices } from '../../de/invoices.js';
import { labels } from '../../de/labels.js';
import { proof } from '../../de/proof.js';
import { proposals } from '../../de/proposals.js';
import { push } from '../../de/push.js';
import { signature } from '../../de/signature.js';
import { stats } from '../../de/stats.js';
import { sync } from '../../de/sync.js';

/** The texts the signed-in shell loads with itself (app-parts.ts). */
export const de: SignedInMessages = {
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
