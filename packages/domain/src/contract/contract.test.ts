import { describe, expect, it } from 'vitest';
import type {
  BookingStatus,
  ContractConfirmationStatus,
  FirstBookingStatus,
} from '../catalogue/enums.js';
import { berlinIso } from '../test/berlin.js';
import {
  confirmationChoices,
  FOLLOW_UP_CONFIRMATION_STATUS,
  opensAddAppointmentAfter,
} from './confirmation-choices.js';
import { areCustomerTabsShown, selectListedContracts } from './contract-list.js';
import type { ContractStats } from './contract.js';
import { durationInMinutes } from '../booking/price.js';
import { calculateContractStatsOfGroups } from './contract-stats.js';
import {
  canAddFollowUpAppointments,
  collaborationEndsOn,
  followUpBlockOf,
  isAppointmentAfterCancelation,
} from './follow-up.js';

const now = new Date(berlinIso(2026, 3, 10, 12, 0));

describe('spec 1 §4 contract confirmation choices', () => {
  const pending = (
    endDate: string,
    overrides: { status?: ContractConfirmationStatus; first?: FirstBookingStatus } = {},
  ) => ({
    confirmationStatus: overrides.status ?? ('PENDING' as const),
    firstBookingStatus: overrides.first ?? ('CONFIRMED' as const),
    firstBooking: { bookingId: 'b1', endDate, status: 'CREATED' as const },
  });

  it.each<[string, ReturnType<typeof pending>, number, boolean, boolean]>([
    ['first appointment passed, one booking', pending(berlinIso(2026, 3, 9, 10)), 1, false, true],
    ['first appointment later today', pending(berlinIso(2026, 3, 10, 18)), 1, false, true],
    ['first appointment tomorrow 00:00', pending(berlinIso(2026, 3, 11, 0)), 1, false, false],
    ['two bookings exist', pending(berlinIso(2026, 3, 9, 10)), 2, false, false],
    [
      'status already confirmed',
      pending(berlinIso(2026, 3, 9, 10), { status: 'CONFIRMED' }),
      1,
      false,
      false,
    ],
    [
      'first booking not confirmed',
      pending(berlinIso(2026, 3, 9, 10), { first: 'CREATED' }),
      1,
      false,
      false,
    ],
    ['employee', pending(berlinIso(2026, 3, 9, 10)), 1, true, false],
  ])(
    '%s → CONFIRMED/DEFERRED/REJECTED offered: %s',
    (_name, contract, count, isEmployee, offered) => {
      expect(confirmationChoices(contract, count, { isEmployee }, now)).toEqual(
        offered ? ['CONFIRMED', 'DEFERRED', 'REJECTED'] : [],
      );
    },
  );

  it('spec 1 §4: confirmed opens add-appointment; follow-up answers map to the statuses', () => {
    expect(opensAddAppointmentAfter('CONFIRMED')).toBe(true);
    expect(opensAddAppointmentAfter('DEFERRED')).toBe(false);
    expect(opensAddAppointmentAfter('REJECTED')).toBe(false);
    expect(FOLLOW_UP_CONFIRMATION_STATUS).toEqual({
      yes: 'CONFIRMED',
      maybe: 'DEFERRED',
      no: 'REJECTED',
    });
  });
});

describe('spec 1 §4 follow-up appointments', () => {
  it.each<[BookingStatus | null, string | null, boolean, boolean]>([
    ['FULFILLED', null, true, true],
    ['INVOICED', null, true, true],
    ['CREATED', null, true, false],
    ['FULFILLED', berlinIso(2026, 4, 1), true, false],
    ['FULFILLED', null, false, false],
    [null, null, true, false],
  ])(
    'first booking %s, cancelation %s, active %s → may add: %s',
    (status, cancelationScheduledFor, isActive, expected) => {
      expect(
        canAddFollowUpAppointments({
          isActive,
          cancelationScheduledFor,
          firstBooking: status === null ? null : { status },
        }),
      ).toBe(expected);
    },
  );

  it.each([
    [null, berlinIso(2027, 1, 1), false],
    [berlinIso(2026, 4, 1), berlinIso(2026, 3, 31, 23, 59), false],
    [berlinIso(2026, 4, 1), berlinIso(2026, 4, 1), true],
    [berlinIso(2026, 4, 1), berlinIso(2026, 4, 2), true],
  ])(
    'never after cancelationScheduledFor %s: appointment at %s refused → %s',
    (cancelationScheduledFor, start, expected) => {
      expect(isAppointmentAfterCancelation({ cancelationScheduledFor }, start)).toBe(expected);
      expect(collaborationEndsOn({ cancelationScheduledFor })).toBe(cancelationScheduledFor);
    },
  );
});

describe('spec 1 §2, §9 customer list', () => {
  const contract = (lastName: string, isActive = true, firstName = 'A') => ({
    isActive,
    careReceiver: { name: { firstName, lastName } },
  });

  it('lists only active contracts, sorted by last name with German collation', () => {
    const listed = selectListedContracts([
      contract('Zimmermann'),
      contract('Öztürk'),
      contract('Müller', false),
      contract('Ostermann'),
      contract('Ahrens'),
      contract('ärger'),
      contract('Becker', true, 'Bea'),
      contract('Becker', true, 'Anna'),
    ]);
    expect(
      listed.map((c) => `${c.careReceiver.name.lastName} ${c.careReceiver.name.firstName}`),
    ).toEqual([
      'Ahrens A',
      'ärger A',
      'Becker Anna',
      'Becker Bea',
      'Ostermann A',
      'Öztürk A',
      'Zimmermann A',
    ]);
  });

  it.each([
    [true, false],
    [false, true],
  ])('spec 1 §2: self-booker %s → customer tabs shown %s', (isSelfBooker, expected) => {
    expect(areCustomerTabsShown({ isSelfBooker })).toBe(expected);
  });
});

describe('spec 1 §3 Contract stats: documented bookings only', () => {
  const at = (hour: number, minutes: number, status: BookingStatus) => ({
    startDate: new Date(Date.UTC(2026, 2, 10, hour)),
    endDate: new Date(Date.UTC(2026, 2, 10, hour, minutes)),
    status,
  });
  it.each<[string, ReturnType<typeof at>[], number, ContractStats]>([
    ['none', [], 2800, { bookingCount: 0, minuteCount: 0, grossEarningsInCents: 0 }],
    [
      'fulfilled and invoiced count, created and confirmed do not',
      [
        at(8, 90, 'FULFILLED'),
        at(11, 60, 'INVOICED'),
        at(14, 60, 'CREATED'),
        at(16, 60, 'CONFIRMED'),
      ],
      2800,
      { bookingCount: 2, minuteCount: 150, grossEarningsInCents: 7000 },
    ],
    [
      'each booking rounded to a whole cent (20 min at 56.00 € = 18.67 €)',
      [at(8, 20, 'FULFILLED'), at(9, 20, 'FULFILLED')],
      5600,
      { bookingCount: 2, minuteCount: 40, grossEarningsInCents: 3734 },
    ],
  ])('%s', (_name, bookings, pricePerHour, expected) => {
    const groups = bookings.map(({ startDate, endDate, status }) => ({
      status,
      minutes: durationInMinutes(startDate, endDate),
      count: 1,
    }));
    expect(calculateContractStatsOfGroups(groups, pricePerHour)).toEqual(expected);
  });

  it('a group of bookings of one length counts each booking rounded alone (the server groups in SQL)', () => {
    const groups = [
      { status: 'FULFILLED' as const, minutes: 20, count: 3 },
      { status: 'INVOICED' as const, minutes: 90, count: 2 },
      { status: 'CREATED' as const, minutes: 60, count: 5 },
    ];
    // 3 × round(20 min at 56.00 €) = 3 × 1 867 and 2 × 8 400 cents.
    expect(calculateContractStatsOfGroups(groups, 5600)).toEqual({
      bookingCount: 5,
      minuteCount: 240,
      grossEarningsInCents: 22_401,
    });
  });
});

describe('issue 39: why a contract takes no follow-up appointment', () => {
  it.each<[BookingStatus | null, string | null, boolean, ReturnType<typeof followUpBlockOf>]>([
    ['FULFILLED', null, true, null],
    ['CREATED', null, true, 'FIRST_VISIT_NOT_DOCUMENTED'],
    [null, null, true, 'FIRST_VISIT_NOT_DOCUMENTED'],
    ['FULFILLED', berlinIso(2026, 4, 1), true, 'COLLABORATION_ENDING'],
    ['CREATED', berlinIso(2026, 4, 1), true, 'COLLABORATION_ENDING'],
    ['CREATED', null, false, null],
  ])('first booking %s, cancelation %s, active %s → %s', (status, cancelation, isActive, block) => {
    expect(
      followUpBlockOf({
        isActive,
        cancelationScheduledFor: cancelation,
        firstBooking: status === null ? null : { status },
      }),
    ).toBe(block);
  });
});
