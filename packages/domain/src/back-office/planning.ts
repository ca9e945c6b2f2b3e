// Issue 40: the planning of employed caregivers' visits as it travels (GET …/week, the answers of
// POST/PATCH …/bookings). Types only, shared by the server's services and the console.
import type { PlanningWarning } from '../booking/planning.js';
import type { BookingStatus } from '../catalogue/enums.js';

/** A booking with its Berlin day and wall-clock times and both names. */
export type PlanningBookingRow = {
  id: string;
  caregiverId: string;
  caregiverName: string;
  contractId: string;
  careReceiverName: string;
  date: string;
  start: string;
  end: string;
  status: BookingStatus;
  seriesId: string | null;
};

/** `from` and `to` are Berlin days, both inside the week (to = from + 6 days). */
export type WeekView = { from: string; to: string; bookings: PlanningBookingRow[] };

export type PlanningWarningAnswer = { code: PlanningWarning; message: string };
