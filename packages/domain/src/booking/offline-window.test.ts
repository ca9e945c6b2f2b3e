import { describe, expect, it } from 'vitest';
import { isKeptForOffline } from './offline-window.js';

const now = new Date('2026-11-23T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('isKeptForOffline (issue 14)', () => {
  it('keeps every booking of the next 14 days, whatever its state', () => {
    expect(isKeptForOffline({ status: 'CREATED', startDate: at(0.1) }, now)).toBe(true);
    expect(isKeptForOffline({ status: 'CONFIRMED', startDate: at(13.9) }, now)).toBe(true);
    expect(isKeptForOffline({ status: 'CREATED', startDate: at(14.1) }, now)).toBe(false);
  });

  it('keeps past bookings only while they wait to be documented', () => {
    expect(isKeptForOffline({ status: 'CREATED', startDate: at(-400) }, now)).toBe(true);
    expect(isKeptForOffline({ status: 'FULFILLED', startDate: at(-1) }, now)).toBe(false);
    expect(isKeptForOffline({ status: 'INVOICED', startDate: at(-30) }, now)).toBe(false);
  });

  it('keeps nothing for an unreadable date', () => {
    expect(isKeptForOffline({ status: 'CREATED', startDate: 'soon' }, now)).toBe(false);
  });
});
