import { auth } from './auth.js';
import { bookings } from './bookings.js';
import { definitions } from './definitions.js';
import { diary } from './diary.js';
import { errors } from './errors.js';
import { firstBooking } from './first-booking.js';
import { fulfil } from './fulfil.js';
import { labels } from './labels.js';
import { mail } from './mail.js';
import { proposals } from './proposals.js';
import { shell } from './shell.js';
import { signature } from './signature.js';
import { stats } from './stats.js';
import { validation } from './validation.js';

/** The German catalogue is the reference: every other language has exactly its keys. */
export const de = {
  auth,
  bookings,
  definitions,
  diary,
  errors,
  firstBooking,
  fulfil,
  labels,
  mail,
  proposals,
  shell,
  signature,
  stats,
  validation,
};
