import { describe, expect, it } from 'vitest';
import { proposalBlock, type ProposalBlock } from './proposal-availability.js';

const absences = [
  { from: '2026-12-20', to: '2026-12-27' },
  { from: '2027-01-05', to: '2027-01-05' },
];

describe('issue 11: booked out and absent caregivers are not proposed to', () => {
  it.each<[string, boolean, { from: string; to: string }, ProposalBlock | null]>([
    ['available, days free', false, { from: '2026-12-01', to: '2026-12-19' }, null],
    ['booked out', true, { from: '2026-12-01', to: '2026-12-01' }, { reason: 'BOOKED_OUT' }],
    [
      'first requested day is the absence’s last',
      false,
      { from: '2026-12-27', to: '2027-01-02' },
      { reason: 'ABSENT', absence: absences[0]! },
    ],
    [
      'requested days end on the absence’s first',
      false,
      { from: '2026-12-10', to: '2026-12-20' },
      { reason: 'ABSENT', absence: absences[0]! },
    ],
    [
      'a one-day absence inside the requested days',
      false,
      { from: '2027-01-01', to: '2027-01-31' },
      { reason: 'ABSENT', absence: absences[1]! },
    ],
    ['between two absences', false, { from: '2026-12-28', to: '2027-01-04' }, null],
  ])('%s', (_name, bookedOut, requested, expected) => {
    expect(proposalBlock({ bookedOut, absences }, requested)).toEqual(expected);
  });
});
