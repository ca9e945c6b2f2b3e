import { describe, expect, it } from 'vitest';
import {
  hoursLeft,
  isDocumentBookingReminderDue,
  isFirstCallReminderDue,
  isProposalExpiryWarningDue,
} from './reminder-rules.js';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('issue 13 reminders', () => {
  it.each<[string, string, boolean]>([
    ['CREATED', '2026-03-10T10:00:00.000Z', true],
    ['CREATED', '2026-03-10T10:00:00.001Z', false],
    ['FULFILLED', '2026-03-10T08:00:00.000Z', false],
    ['CANCELED', '2026-03-10T08:00:00.000Z', false],
  ])('document_booking: %s ending %s → due %s', (status, endDate, due) => {
    expect(isDocumentBookingReminderDue({ status: status as 'CREATED', endDate }, now)).toBe(due);
  });

  it.each<[string, string | null, boolean, boolean]>([
    ['2026-03-09T16:00:00.000Z', 'CREATED', false, true], // 20 h ago
    ['2026-03-09T16:00:00.001Z', 'CREATED', false, false], // not yet 20 h
    ['2026-03-09T12:00:00.000Z', 'CREATED', false, false], // 24 h up: overdue, no push
    ['2026-03-09T14:00:00.000Z', 'CONFIRMED', false, false], // call made, appointment set
    ['2026-03-09T14:00:00.000Z', 'CREATED', true, false], // employees have no first call
  ])(
    'first call: contract from %s, first booking %s, employee %s → due %s',
    (createdAt, status, isEmployee, due) => {
      expect(
        isFirstCallReminderDue(
          { isActive: true, createdAt, firstBookingStatus: status as 'CREATED' },
          { isEmployee },
          now,
        ),
      ).toBe(due);
    },
  );

  it.each<[string, string, boolean]>([
    ['OPEN', '2026-03-10T18:00:00.000Z', true],
    ['OPEN', '2026-03-10T18:00:00.001Z', false],
    ['OPEN', '2026-03-10T12:00:00.000Z', false],
    ['ACCEPTED', '2026-03-10T13:00:00.000Z', false],
  ])('proposal %s expiring %s → warning %s', (status, expiresAt, due) => {
    expect(isProposalExpiryWarningDue({ status: status as 'OPEN', expiresAt }, now)).toBe(due);
  });

  it('counts the hours left upwards, at least one', () => {
    expect(hoursLeft(new Date('2026-03-10T15:30:00.000Z'), now)).toBe(4);
    expect(hoursLeft(new Date('2026-03-10T12:00:00.000Z'), now)).toBe(1);
  });
});
