// The shapes of the demo's script (demo-anna.ts, demo-jonas.ts) and the planner that turns a
// script's relative times into booking intervals without overlaps (spec 1 §5).
import type {
  BookingFrequency,
  CareDegree,
  ContractConfirmationStatus,
  FirstBookingStatus,
  Gender,
  PaymentMethod,
} from '@careport/domain';
import { berlinAt, nextQuarterHour } from './berlin-time.js';

export type DemoPerson = {
  firstName: string;
  lastName: string;
  email?: string;
  phoneNumber?: string;
};

export type DemoCareReceiver = DemoPerson & {
  gender: Gender;
  dateOfBirth: string;
  careDegree: CareDegree;
  street: string;
  houseNumber: string;
  postalCode: string;
  /** Approximate WGS 84 position, for the booking map. */
  latitude?: number;
  longitude?: number;
  city?: string;
  additionalInformation?: string;
  isSelfBooker?: boolean;
};

/**
 * One booking: `day` relative to today (Berlin), at `hour` (or 'soon': the next quarter hour an
 * hour from now, for today's upcoming appointment). `state`: documented bookings become
 * INVOICED before the current month and FULFILLED in it; 'fulfilled' stays FULFILLED whatever the
 * date (documented, not yet invoiced); 'open' stays CREATED.
 */
export type DemoBooking = {
  day: number;
  hour: number | 'soon';
  minute?: number;
  minutes: number;
  state: 'documented' | 'fulfilled' | 'open';
  firstBookingStatus?: FirstBookingStatus;
  paymentMethod?: PaymentMethod;
  /** subReason: beside different_type_of_caregiver_needed only (record 0110). */
  decline?: { reason: string; subReason?: string; description: string };
  cancellation?: { type: 'caregiver' | 'customer'; reason: string; extraReason?: string };
  /** Employees' signature flow (spec 1 §4 list labels). */
  proof?: 'digital' | 'paper';
  surveyStatus?: 'true' | 'false';
};

export type DemoContract = {
  createdDaysAgo: number;
  isActive: boolean;
  isNewCustomer: boolean;
  confirmationStatus: ContractConfirmationStatus;
  paymentMethod: PaymentMethod;
  customerPricePerHourInCents: number;
  cancelation?: { initiatedDaysAgo: number; scheduledInDays: number };
  endedDaysAgo?: number;
  firstBookingConfirmation?: { reason: string; description: string };
  /** Invoices of ended customers are anonymized (spec 2 §2 Invoice list). */
  isAnonymized?: boolean;
};

export type DemoCustomer = {
  careReceiver: DemoCareReceiver;
  /** The additional contact; none for a self-booker. */
  contact?: DemoPerson;
  description: string;
  subServiceIds: readonly string[];
  frequency: BookingFrequency;
  contract: DemoContract;
  bookings: readonly DemoBooking[];
};

export type DemoProposal = {
  careReceiver: DemoCareReceiver;
  contact?: DemoPerson;
  description: string;
  subServiceIds: readonly string[];
  frequency: BookingFrequency;
  durationInMinutes: number;
  scheduleInDays: number;
  pricePerHourInCents: number;
  paymentMethod: PaymentMethod;
  expiresInHours: number;
  status: 'OPEN' | 'DECLINED';
  declineReasons?: string[];
  declineDetails?: string;
  preferences?: string;
};

export type Interval = { startDate: Date; endDate: Date };

const FIVE_MINUTES = 5 * 60_000;
const HALF_HOUR = 30 * 60_000;

/** spec 1 §5: a zero-length booking counts as 5 minutes; intervals are half-open. */
const overlaps = (a: Interval, b: Interval) =>
  a.startDate.getTime() < Math.max(b.endDate.getTime(), b.startDate.getTime() + FIVE_MINUTES) &&
  b.startDate.getTime() < Math.max(a.endDate.getTime(), a.startDate.getTime() + FIVE_MINUTES);

/** Places one caregiver's bookings; a clash moves the later one on by half an hour. */
export class BookingPlanner {
  private readonly planned: Interval[] = [];

  constructor(private readonly now: Date) {}

  place(booking: DemoBooking): Interval {
    let startDate =
      booking.hour === 'soon'
        ? this.soonToday()
        : berlinAt(this.now, booking.day, booking.hour, booking.minute ?? 0);
    for (;;) {
      const interval = {
        startDate,
        endDate: new Date(startDate.getTime() + booking.minutes * 60_000),
      };
      if (!this.planned.some((other) => overlaps(interval, other))) {
        this.planned.push(interval);
        return interval;
      }
      startDate = new Date(startDate.getTime() + HALF_HOUR);
    }
  }

  /**
   * Today's next appointment: an hour from now within 08:00–21:30; before 08:00 it is at 08:00,
   * late in the evening it has already happened at 20:00 (and is then undocumented).
   */
  private soonToday(): Date {
    const soon = nextQuarterHour(this.now, 60);
    const earliest = berlinAt(this.now, 0, 8);
    const latest = berlinAt(this.now, 0, 21, 30);
    if (soon.getTime() < earliest.getTime()) return earliest;
    return soon.getTime() <= latest.getTime() ? soon : berlinAt(this.now, 0, 20);
  }
}

/** The same appointment on several days (e.g. weekly: [-28, -21, -14]). */
export const series = (days: readonly number[], booking: Omit<DemoBooking, 'day'>): DemoBooking[] =>
  days.map((day) => ({ ...booking, day }));
