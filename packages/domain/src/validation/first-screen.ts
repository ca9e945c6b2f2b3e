import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { cleanText, isoDateTime, oneOf } from './common.js';

/** React Router's history keys are 8 characters; room for any other, never for a payload. */
export const FIRST_SCREEN_KEY_MAX_LENGTH = 64;

const historyKey = () => cleanText().min(1).max(FIRST_SCREEN_KEY_MAX_LENGTH);
const flag = () => oneOf(['0', '1']).optional();

/**
 * Issue 16: GET /caregiver-app/first-screen, the signed-in diary rendered by the server for a
 * first visit. The query carries the page and language, and what the device stored about the
 * undocumented reminder (spec 1 §6), so the copy shows it exactly when the app will.
 */
export const signedInCopyQuerySchema = z.strictObject({
  path: oneOf(['/bookings']),
  locale: oneOf(LOCALES),
  /** The diary's tab (spec 1 §2), as its page address names it. */
  tab: oneOf(['past']).optional(),
  hideUntil: isoDateTime().optional(),
  closedAt: historyKey().optional(),
  key: historyKey().optional(),
  reload: flag(),
  afterAction: flag(),
});

export type SignedInCopyQuery = z.output<typeof signedInCopyQuerySchema>;

/**
 * What the page's script read on the device for the reminder (spec 1 §6, issue 16 §7), as the
 * server hands it to the web app's renderer of the diary.
 */
export type ReminderOnDevice = {
  /** The stored 'later' of this caregiver, if any. */
  hideUntil: string | null;
  /** The history entry the reminder was last closed on in this tab, if any. */
  closedAt: string | null;
  /** The page's history entry (React Router's key, 'default' for a fresh one). */
  locationKey: string;
  isReload: boolean;
  /** The page was reached by an action's confirmation (a cancellation), which it must not cover. */
  isAfterAction: boolean;
};
