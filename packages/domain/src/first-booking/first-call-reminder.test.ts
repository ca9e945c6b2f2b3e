import { describe, expect, it } from 'vitest';
import type { FirstBookingStatus } from '../catalogue/enums.js';
import { firstCallReminder } from './first-call-reminder.js';
import { isFirstBookingStatusBarShown } from './status-bar-shown.js';

const createdAt = '2026-03-10T08:00:00.000Z';
const contract = (firstBookingStatus: FirstBookingStatus | null, isActive = true) => ({
  isActive,
  createdAt,
  firstBookingStatus,
});
const independent = { isEmployee: false };

describe('spec 1 §1, §9: call a new customer within 24 hours', () => {
  it('is due 24 hours after the request, overdue from that instant on', () => {
    const before = firstCallReminder(
      contract('CREATED'),
      independent,
      new Date('2026-03-11T07:59:59Z'),
    );
    expect(before).toEqual({ deadline: new Date('2026-03-11T08:00:00Z'), isOverdue: false });
    const at = firstCallReminder(
      contract('CREATED'),
      independent,
      new Date('2026-03-11T08:00:00Z'),
    );
    expect(at?.isOverdue).toBe(true);
  });

  it.each<[string, FirstBookingStatus | null, boolean, boolean]>([
    ['unconfirmed first booking, independent', 'CREATED', false, true],
    ['employee (no first-appointment actions, spec 1 §6)', 'CREATED', true, false],
    ['first booking confirmed', 'CONFIRMED', false, false],
    ['first booking declined', 'DECLINED', false, false],
    ['no first booking', null, false, false],
  ])('%s → shown %s', (_name, status, isEmployee, shown) => {
    const reminder = firstCallReminder(contract(status), { isEmployee }, new Date(createdAt));
    expect(reminder !== null).toBe(shown);
  });

  it('is not shown on an ended contract', () => {
    expect(
      firstCallReminder(contract('CREATED', false), independent, new Date(createdAt)),
    ).toBeNull();
  });
});

describe('the first-booking status bar belongs to the pending first appointment', () => {
  it.each([
    ['PENDING', true],
    ['CONFIRMED', false],
    ['DEFERRED', false],
    ['REJECTED', false],
  ] as const)('confirmationStatus %s → shown %s', (confirmationStatus, shown) => {
    expect(isFirstBookingStatusBarShown({ confirmationStatus })).toBe(shown);
  });
});
