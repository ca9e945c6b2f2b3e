import { describe, expect, it } from 'vitest';
import { notificationPath } from './notification.js';

describe('notificationPath (spec 2 §2 push notifications open pages)', () => {
  it.each([
    ['new_proposal', 'p1', '/customers/proposals/p1'],
    ['contract_was_created', 'c1', '/customers/c1'],
    ['document_booking', 'b1', '/bookings/b1'],
    ['booking_planned', 'b2', '/bookings/b2'],
    ['booking_cancelled', 'b3', '/bookings'],
  ])('%s opens its page', (type, id, path) => {
    expect(notificationPath(type, id)).toBe(path);
  });

  it('knows no page for an unknown type or a missing id', () => {
    expect(notificationPath('invoice_ready', 'x')).toBeUndefined();
    expect(notificationPath('new_proposal', '')).toBeUndefined();
    expect(notificationPath('new_proposal', 7)).toBeUndefined();
  });

  it('keeps an id from leaving its path', () => {
    expect(notificationPath('document_booking', '../admin')).toBe('/bookings/..%2Fadmin');
  });
});
