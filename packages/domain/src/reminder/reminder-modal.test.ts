import { describe, expect, it } from 'vitest';
import {
  isReminderModalShown,
  reminderHideUntil,
  selectReminderBookings,
} from './reminder-modal.js';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('spec 1 §6, spec 2 §9 reminder modal', () => {
  it.each<[boolean, number, string | null, boolean]>([
    [false, 1, null, true],
    [false, 0, null, false],
    [true, 0, null, false],
    [false, 1, '2026-03-10T12:00:00.001Z', false],
    [false, 1, '2026-03-10T12:00:00.000Z', true],
    [false, 1, '2026-03-09T12:00:00.000Z', true],
    [true, 1, '2026-03-11T12:00:00.000Z', true],
  ])(
    'employee %s, %i undocumented, hidden until %s → shown %s',
    (isEmployee, undocumentedCount, hideUntil, expected) => {
      expect(isReminderModalShown({ isEmployee, undocumentedCount, hideUntil }, now)).toBe(
        expected,
      );
    },
  );

  it("'later' hides it for 24 hours: shown again exactly 24 h later", () => {
    const hideUntil = reminderHideUntil(now);
    expect(hideUntil).toBe('2026-03-11T12:00:00.000Z');
    const show = (at: number) =>
      isReminderModalShown({ isEmployee: false, undocumentedCount: 3, hideUntil }, new Date(at));
    expect(show(now.getTime() + 24 * 3_600_000 - 1)).toBe(false);
    expect(show(now.getTime() + 24 * 3_600_000)).toBe(true);
  });

  it.each([
    [10, 10],
    [11, 10],
    [3, 3],
  ])('%i undocumented bookings → %i listed, by end date', (count, listed) => {
    const bookings = Array.from({ length: count }, (_, i) => ({
      id: i,
      status: 'CREATED' as const,
      startDate: new Date(now.getTime() - (i + 2) * 3_600_000).toISOString(),
      endDate: new Date(now.getTime() - (i + 1) * 3_600_000).toISOString(),
    }));
    const extra = {
      id: 99,
      status: 'FULFILLED' as const,
      startDate: bookings[0]?.startDate ?? '',
      endDate: bookings[0]?.endDate ?? '',
    };
    const selected = selectReminderBookings([...bookings, extra], now);
    expect(selected).toHaveLength(listed);
    expect(selected.map((b) => b.id)).toEqual(
      Array.from({ length: count }, (_, i) => count - 1 - i).slice(0, listed),
    );
  });
});
