import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test/messages-of.js';
import { bookingFeedbackSchema, firstAppointmentFeedbackSchema } from './feedback.js';
import {
  confirmationStatusUpdateBodySchema,
  contractConfirmationStatusInputSchema,
  firstBookingDeclineBodySchema,
} from './first-booking.js';
import { proposalDeclineBodySchema, proposalDeclineFormSchema } from './proposal.js';

const text = (length: number) => 'x'.repeat(length);

describe('spec 1 §5 proposal decline', () => {
  it.each([
    ['one reason', { reasons: ['distance_too_large'] }, []],
    ['no reason', { reasons: [] }, ['VALIDATION_SELECT_AT_LEAST_ONE_REASON']],
    ['reasons missing', {}, ['VALIDATION_SELECT_AT_LEAST_ONE_REASON']],
    ["'other' without text", { reasons: ['other'] }, ['VALIDATION_DECLINE_REASON_REQUIRED']],
    [
      "'other' with blank text",
      { reasons: ['other'], otherText: '  ' },
      ['VALIDATION_DECLINE_REASON_REQUIRED'],
    ],
    ["'other' with 100 characters", { reasons: ['other'], otherText: text(100) }, []],
    [
      "'other' with 101 characters",
      { reasons: ['other'], otherText: text(101) },
      ['VALIDATION_MAX_100_CHARACTERS'],
    ],
    ['an unknown reason', { reasons: ['bored'] }, ['VALIDATION_INVALID_OPTION']],
  ])('form: %s', (_name, input, expected) => {
    expect(messagesOf(proposalDeclineFormSchema, input)).toEqual(expected);
  });

  it.each([
    [
      'details only for other',
      {
        reasons: [
          { reason: 'other', details: 'zu weit' },
          { reason: 'distance_too_large', details: null },
        ],
      },
      [],
    ],
    ['empty list', { reasons: [] }, ['VALIDATION_SELECT_AT_LEAST_ONE_REASON']],
    [
      "'other' without details",
      { reasons: [{ reason: 'other', details: null }] },
      ['VALIDATION_DECLINE_REASON_REQUIRED'],
    ],
    [
      "'other' with 101 characters",
      { reasons: [{ reason: 'other', details: text(101) }] },
      ['VALIDATION_MAX_100_CHARACTERS'],
    ],
    [
      'a counter-proposal (issue 10)',
      {
        reasons: [{ reason: 'other', details: 'Vormittags passt es nicht' }],
        counter_proposal: {
          start_date: '2026-03-12T14:00:00Z',
          end_date: '2026-03-12T16:00:00Z',
          note: 'Lieber nachmittags',
        },
      },
      [],
    ],
    [
      'a counter-proposal ending before it starts',
      {
        reasons: [{ reason: 'distance_too_large', details: null }],
        counter_proposal: { start_date: '2026-03-12T14:00:00Z', end_date: '2026-03-12T13:00:00Z' },
      },
      ['VALIDATION_END_AFTER_START'],
    ],
    [
      'a counter-proposal over 8.5 hours',
      {
        reasons: [{ reason: 'distance_too_large', details: null }],
        counter_proposal: { start_date: '2026-03-12T08:00:00Z', end_date: '2026-03-12T16:31:00Z' },
      },
      ['VALIDATION_DURATION_TOO_LONG'],
    ],
    [
      'a counter-proposal without dates',
      {
        reasons: [{ reason: 'distance_too_large', details: null }],
        counter_proposal: { note: 'Dienstags' },
      },
      ['VALIDATION_DATE_INVALID', 'VALIDATION_DATE_INVALID'],
    ],
  ])('body: %s', (_name, body, expected) => {
    expect(messagesOf(proposalDeclineBodySchema, body)).toEqual(expected);
  });
});

describe('spec 1 §5 first-booking decline', () => {
  it.each([
    [
      'reason and description',
      { decline_reason: 'timing_issues', decline_description: 'Passt zeitlich nicht' },
      [],
    ],
    ['no reason', { decline_description: 'x' }, ['VALIDATION_SELECT_REASON']],
    [
      'blank description',
      { decline_reason: 'other', decline_description: '   ' },
      ['VALIDATION_DESCRIPTION_BLANK'],
    ],
    ['100 characters', { decline_reason: 'other', decline_description: text(100) }, []],
    [
      'different_type_of_caregiver_needed with its sub-reason',
      {
        decline_reason: 'different_type_of_caregiver_needed',
        decline_sub_reason: 'other',
        decline_description: 'x',
      },
      [],
    ],
    [
      'a legacy sub-reason in place of the reason (record 0110)',
      { decline_reason: 'language', decline_description: 'Spricht nur Polnisch' },
      [],
    ],
    [
      'a sub-reason with another reason',
      { decline_reason: 'other', decline_sub_reason: 'gender', decline_description: 'x' },
      ['VALIDATION_SUB_REASON_WITHOUT_REASON'],
    ],
    [
      'a legacy sub-reason as the reason and a second one',
      { decline_reason: 'age', decline_sub_reason: 'gender', decline_description: 'x' },
      ['VALIDATION_SUB_REASON_WITHOUT_REASON'],
    ],
    [
      'an unknown sub-reason',
      {
        decline_reason: 'different_type_of_caregiver_needed',
        decline_sub_reason: 'height',
        decline_description: 'x',
      },
      ['VALIDATION_INVALID_OPTION'],
    ],
    [
      'an unknown reason',
      { decline_reason: 'bored', decline_description: 'x' },
      ['VALIDATION_SELECT_REASON'],
    ],
    [
      '101 characters',
      { decline_reason: 'other', decline_description: text(101) },
      ['VALIDATION_MAX_100_CHARACTERS'],
    ],
  ])('%s', (_name, body, expected) => {
    expect(messagesOf(firstBookingDeclineBodySchema, body)).toEqual(expected);
  });
});

describe('spec 1 §3 a first-booking decline keeps reason and sub-reason apart (record 0110)', () => {
  const parse = (body: object) =>
    firstBookingDeclineBodySchema.parse({ decline_description: 'x', ...body });

  it("tells 'other' from 'different type of caregiver → other'", () => {
    expect(parse({ decline_reason: 'other' })).toEqual({
      decline_reason: 'other',
      decline_sub_reason: null,
      decline_description: 'x',
    });
    expect(
      parse({ decline_reason: 'different_type_of_caregiver_needed', decline_sub_reason: 'other' }),
    ).toMatchObject({
      decline_reason: 'different_type_of_caregiver_needed',
      decline_sub_reason: 'other',
    });
  });

  it('reads a legacy sub-reason in the reason field as the reason plus that sub-reason', () => {
    expect(parse({ decline_reason: 'lacks_covid_vaccination' })).toMatchObject({
      decline_reason: 'different_type_of_caregiver_needed',
      decline_sub_reason: 'lacks_covid_vaccination',
    });
    // A null sub-reason is an absent one.
    expect(parse({ decline_reason: 'timing_issues', decline_sub_reason: null })).toMatchObject({
      decline_reason: 'timing_issues',
      decline_sub_reason: null,
    });
  });
});

describe('spec 1 §5 status update', () => {
  it.each([
    ['a reason without description', { reason: 'reason_timing_issues' }, []],
    ["blank reason: 'Reason cannot be blank'", { reason: ' ' }, ['VALIDATION_REASON_BLANK']],
    ['missing reason', {}, ['VALIDATION_REASON_BLANK']],
    [
      "'other' without description: 'Description cannot be blank'",
      { reason: 'reason_other', description: '' },
      ['VALIDATION_DESCRIPTION_BLANK'],
    ],
    ["'other' with description", { reason: 'reason_other', description: 'Urlaub' }, []],
    [
      "'other' with 101 characters",
      { reason: 'reason_other', description: text(101) },
      ['VALIDATION_MAX_100_CHARACTERS'],
    ],
    ['an unknown reason', { reason: 'because' }, ['VALIDATION_INVALID_OPTION']],
  ])('%s', (_name, body, expected) => {
    expect(messagesOf(confirmationStatusUpdateBodySchema, body)).toEqual(expected);
  });

  it.each([
    ['CONFIRMED', []],
    ['DEFERRED', []],
    ['REJECTED', []],
    ['PENDING', ['VALIDATION_INVALID_OPTION']],
  ])('updateContractConfirmationStatus with %s', (status, expected) => {
    expect(messagesOf(contractConfirmationStatusInputSchema, { contractId: 'c1', status })).toEqual(
      expected,
    );
  });
});

describe('spec 1 §5 survey steps 1 and 2 require a choice', () => {
  const base = { bookingId: 'b1', careReceiverMood: 'GOOD', customerEnergy: 'HIGH' };
  it.each([
    ['both chosen', {}, []],
    ['no mood', { careReceiverMood: undefined }, ['VALIDATION_SELECT_CHOICE']],
    ['no energy', { customerEnergy: '' }, ['VALIDATION_SELECT_CHOICE']],
    [
      'a text of 101 characters',
      { activitiesPerformed: text(101) },
      ['VALIDATION_MAX_100_CHARACTERS'],
    ],
  ])('%s', (_name, extra, expected) => {
    expect(messagesOf(bookingFeedbackSchema, { ...base, ...extra })).toEqual(expected);
  });

  it.each([
    ['YES', []],
    ['MAYBE', []],
    ['NO', []],
    ['', ['VALIDATION_SELECT_CHOICE']],
  ])('first-appointment feedback %s', (answer, expected) => {
    expect(messagesOf(firstAppointmentFeedbackSchema, { furtherAppointments: answer })).toEqual(
      expected,
    );
  });
});
