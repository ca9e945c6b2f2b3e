import { describe, expect, it } from 'vitest';
import type { ProposalStatus } from '../catalogue/enums.js';
import {
  canAnswerProposalByHand,
  EMPLOYEE_AUTO_ACCEPT_MS,
  shouldAutoAcceptProposal,
} from './auto-accept.js';
import { isCounterProposalOffered } from './counter-proposal.js';
import { buildProposalDeclinePayload } from './decline-payload.js';
import { countOpenProposals, selectListedProposals } from './listed-proposals.js';
import {
  applyProposalOutcome,
  proposalAcceptOutcome,
  proposalDeclineOutcome,
  type ProposalOutcome,
} from './proposal-answers.js';

const now = new Date('2026-03-10T12:00:00.000Z');
const p = (serviceRequestId: string, status: ProposalStatus, expiresAt: string) => ({
  serviceRequestId,
  status,
  expiresAt,
});

describe('spec 1 §4, §9: listed proposals', () => {
  it.each([
    ['open, expiring later', p('a', 'OPEN', '2026-03-11T00:00:00Z'), true],
    ['accepted, awaiting the customer', p('a', 'ACCEPTED', '2026-03-11T00:00:00Z'), true],
    ['declined', p('a', 'DECLINED', '2026-03-11T00:00:00Z'), false],
    ['expiring 1 ms after now', p('a', 'OPEN', '2026-03-10T12:00:00.001Z'), true],
    ['expiring exactly now (expired)', p('a', 'OPEN', '2026-03-10T12:00:00.000Z'), false],
    ['expired', p('a', 'OPEN', '2026-03-09T12:00:00Z'), false],
  ])('%s → listed %s', (_name, proposal, listed) => {
    expect(selectListedProposals([proposal], now)).toHaveLength(listed ? 1 : 0);
  });

  it('sorts by expiry, the soonest first, and counts the open ones', () => {
    const proposals = [
      p('late', 'OPEN', '2026-03-20T00:00:00Z'),
      p('soon', 'ACCEPTED', '2026-03-11T00:00:00Z'),
      p('mid', 'OPEN', '2026-03-15T00:00:00Z'),
      p('gone', 'DECLINED', '2026-03-12T00:00:00Z'),
    ];
    expect(selectListedProposals(proposals, now).map((x) => x.serviceRequestId)).toEqual([
      'soon',
      'mid',
      'late',
    ]);
    expect(countOpenProposals(proposals, now)).toBe(2);
  });
});

describe('spec 1 §4, §8: accept and decline answers', () => {
  const error = (code: string): ProposalOutcome => ({
    kind: 'error',
    messageKey: 'errors.ERROR_RESPONSE',
    values: { code },
  });

  it.each<[string | null, ProposalOutcome]>([
    [null, { kind: 'accepted' }],
    ['PROPOSAL_ALREADY_ACCEPTED', { kind: 'accepted' }],
    ['PROPOSAL_NOT_FOUND', { kind: 'declined' }],
    ['PROPOSAL_INVALID_SERVICE_REQUEST_ID', { kind: 'declined' }],
    ['INTERNAL_SERVER_ERROR', error('INTERNAL_SERVER_ERROR')],
    ['SOMETHING_NEW', error('SOMETHING_NEW')],
  ])('accept answered %s → %o', (code, expected) => {
    expect(proposalAcceptOutcome(code)).toEqual(expected);
  });

  it.each<[string | null, ProposalOutcome]>([
    [null, { kind: 'declined' }],
    ['PROPOSAL_NOT_FOUND', { kind: 'declined' }],
    ['PROPOSAL_INVALID_SERVICE_REQUEST_ID', { kind: 'declined' }],
    ['PROPOSAL_ALREADY_ACCEPTED', error('PROPOSAL_ALREADY_ACCEPTED')],
    ['INTERNAL_SERVER_ERROR', error('INTERNAL_SERVER_ERROR')],
  ])('decline answered %s → %o', (code, expected) => {
    expect(proposalDeclineOutcome(code)).toEqual(expected);
  });

  it('accepted sets ACCEPTED locally, declined removes, an error changes nothing', () => {
    const list = [p('a', 'OPEN', '2026-03-11T00:00:00Z'), p('b', 'OPEN', '2026-03-12T00:00:00Z')];
    expect(applyProposalOutcome(list, 'a', { kind: 'accepted' }).map((x) => x.status)).toEqual([
      'ACCEPTED',
      'OPEN',
    ]);
    expect(
      applyProposalOutcome(list, 'a', { kind: 'declined' }).map((x) => x.serviceRequestId),
    ).toEqual(['b']);
    expect(applyProposalOutcome(list, 'a', error('X'))).toEqual(list);
  });
});

describe('spec 1 §7: the decline payload', () => {
  it.each([
    [['distance_too_large'], 'ignored', [{ reason: 'distance_too_large', details: null }]],
    [
      ['other', 'too_many_hours_requested'],
      '  too far away  ',
      [
        { reason: 'other', details: 'too far away' },
        { reason: 'too_many_hours_requested', details: null },
      ],
    ],
  ])('reasons %o → details only for other', (reasons, text, expected) => {
    expect(buildProposalDeclinePayload(reasons, text)).toEqual({ reasons: expected });
  });
});

describe('spec 1 §4, §9: employee auto-accept after 40 000 ms', () => {
  it.each<[boolean, ProposalStatus, boolean, number, boolean]>([
    [true, 'OPEN', false, 39_999, false],
    [true, 'OPEN', false, 40_000, true],
    [true, 'OPEN', true, 40_000, false],
    [true, 'ACCEPTED', false, 40_000, false],
    [false, 'OPEN', false, 40_000, false],
  ])(
    'employee %s, %s, accepting %s, %i ms → %s',
    (isEmployee, status, isAccepting, elapsedMs, expected) => {
      expect(shouldAutoAcceptProposal({ isEmployee, status, isAccepting, elapsedMs })).toBe(
        expected,
      );
    },
  );

  it('employees cannot answer by hand', () => {
    expect(EMPLOYEE_AUTO_ACCEPT_MS).toBe(40_000);
    expect(canAnswerProposalByHand({ isEmployee: true })).toBe(false);
    expect(canAnswerProposalByHand({ isEmployee: false })).toBe(true);
  });
});

describe('issue 10: a counter-proposal for timing reasons', () => {
  it.each<[string[], boolean]>([
    [['too_many_hours_requested'], true],
    [['other'], true],
    [['distance_too_large', 'other'], true],
    [['distance_too_large'], false],
    [['requested_services_do_not_match'], false],
    [[], false],
  ])('reasons %o → offered %s', (reasons, offered) => {
    expect(isCounterProposalOffered(reasons)).toBe(offered);
  });
});
