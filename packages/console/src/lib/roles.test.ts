import { describe, expect, it } from 'vitest';
import { areasFor, mayOpen } from './roles';

describe('the console’s areas by role (issue 40 route mapping)', () => {
  it('gives each role its areas and the audit trail', () => {
    expect(areasFor('dispatcher')).toEqual([
      'caregivers',
      'planning',
      'service-requests',
      'answers',
      'contracts',
      'audit',
    ]);
    expect(areasFor('finance')).toEqual(['money', 'proofs', 'contracts', 'audit']);
    expect(areasFor('admin')).toEqual(['caregivers', 'care-receivers', 'staff', 'audit']);
  });

  it('keeps finance out of the planning and dispatchers out of the staff accounts', () => {
    expect(mayOpen('finance', 'planning')).toBe(false);
    expect(mayOpen('dispatcher', 'staff')).toBe(false);
    expect(mayOpen('admin', 'staff')).toBe(true);
    expect(mayOpen('dispatcher', 'care-receivers')).toBe(false);
    expect(mayOpen('admin', 'contracts')).toBe(false);
  });
});
