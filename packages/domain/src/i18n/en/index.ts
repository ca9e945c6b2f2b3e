import type { Messages } from '../messages.js';
import { account } from './account.js';
import { auth } from './auth.js';
import { bookings } from './bookings.js';
import { customers } from './customers.js';

import { dashboard } from './dashboard.js';
import { definitions } from './definitions.js';
import { diary } from './diary.js';
import { errors } from './errors.js';
// Issue 12
import { finance } from './finance.js';
import { firstBooking } from './first-booking.js';
import { invoices } from './invoices.js';
import { fulfil } from './fulfil.js';
import { labels } from './labels.js';
import { mail } from './mail.js';
import { proposals } from './proposals.js';
import { push } from './push.js';
import { shell } from './shell.js';
import { signature } from './signature.js';
import { proof } from './proof.js';
import { stats } from './stats.js';
import { sync } from './sync.js';
import { validation } from './validation.js';

export const en = {
  account,
  auth,
  bookings,
  customers,

  dashboard,
  definitions,
  diary,
  errors,
  finance,
  firstBooking,
  invoices,
  fulfil,
  labels,
  mail,
  proposals,
  push,
  shell,
  signature,
  proof,
  stats,
  sync,
  validation,
} satisfies Messages;
