import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test/messages-of.js';
import {
  appointmentEditFormSchema,
  appointmentFormSchema,
  cancelBookingBodySchema,
  cancelBookingFormSchema,
  createBookingBodySchema,
  fulfilBookingBodySchema,
  fulfilFormSchema,
  imageProofBodySchema,
  updateBookingBodySchema,
} from './booking.js';

const start = '2026-03-10T09:00:00.000Z';
const plus = (minutes: number) => new Date(Date.parse(start) + minutes * 60_000).toISOString();
const text = (length: number) => 'x'.repeat(length);

describe('spec 1 §5 appointment create and edit', () => {
  it.each([
    ['60 min', 60, []],
    ['510 min (warns, allowed)', 510, []],
    ['511 min is an error', 511, ['VALIDATION_DURATION_TOO_LONG']],
    ['0 min: the end must be after the start', 0, ['VALIDATION_END_AFTER_START']],
    ['-15 min', -15, ['VALIDATION_END_AFTER_START']],
  ])('%s', (_name, minutes, expected) => {
    const end = plus(minutes);
    expect(
      messagesOf(createBookingBodySchema, { contract_id: 'c1', start_date: start, end_date: end }),
    ).toEqual(expected);
    expect(messagesOf(updateBookingBodySchema, { start_date: start, end_date: end })).toEqual(
      expected,
    );
    expect(
      messagesOf(appointmentFormSchema, { contractId: 'c1', startDate: start, endDate: end }),
    ).toEqual(expected);
    expect(messagesOf(appointmentEditFormSchema, { startDate: start, endDate: end })).toEqual(
      expected,
    );
  });

  it.each([
    [
      'no customer chosen',
      { contractId: '', startDate: start, endDate: plus(60) },
      ['VALIDATION_CUSTOMER_REQUIRED'],
    ],
    ['customer missing', { startDate: start, endDate: plus(60) }, ['VALIDATION_CUSTOMER_REQUIRED']],
    [
      'a date without offset',
      { contractId: 'c1', startDate: '2026-03-10T09:00:00', endDate: plus(60) },
      ['VALIDATION_DATE_INVALID'],
    ],
    [
      'not a date',
      { contractId: 'c1', startDate: 'tomorrow', endDate: plus(60) },
      ['VALIDATION_DATE_INVALID'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(messagesOf(appointmentFormSchema, input)).toEqual(expected);
  });
});

describe('spec 1 §5 cancel', () => {
  it.each([
    [
      'a party and a reason',
      { cancellation_type: 'customer', cancellation_reason: 'customer_illness' },
      [],
    ],
    ['no party', { cancellation_reason: 'customer_illness' }, ['VALIDATION_SELECT_REASON']],
    [
      'no reason',
      { cancellation_type: 'customer', cancellation_reason: '' },
      ['VALIDATION_SELECT_REASON'],
    ],
    [
      'a reason of the other party',
      { cancellation_type: 'customer', cancellation_reason: 'caregiver_illness' },
      ['VALIDATION_SELECT_REASON'],
    ],
    [
      "'other' without text",
      { cancellation_type: 'caregiver', cancellation_reason: 'caregiver_andere' },
      ['VALIDATION_PROVIDE_REASON'],
    ],
    [
      "'other' with blank text",
      {
        cancellation_type: 'customer',
        cancellation_reason: 'customer_andere',
        cancellation_extra_reason: '   ',
      },
      ['VALIDATION_PROVIDE_REASON'],
    ],
    [
      "'other' with 100 characters",
      {
        cancellation_type: 'customer',
        cancellation_reason: 'customer_andere',
        cancellation_extra_reason: text(100),
      },
      [],
    ],
    [
      "'other' with 101 characters",
      {
        cancellation_type: 'customer',
        cancellation_reason: 'customer_andere',
        cancellation_extra_reason: text(101),
      },
      ['VALIDATION_MAX_100_CHARACTERS'],
    ],
  ])('%s', (_name, body, expected) => {
    expect(messagesOf(cancelBookingBodySchema, body)).toEqual(expected);
    expect(
      messagesOf(cancelBookingFormSchema, {
        party: 'cancellation_type' in body ? body.cancellation_type : undefined,
        reason: body.cancellation_reason,
        extraReason:
          'cancellation_extra_reason' in body ? body.cancellation_extra_reason : undefined,
      }),
    ).toEqual('cancellation_type' in body ? expected : ['VALIDATION_SELECT_PARTY']);
  });
});

describe('spec 1 §5 fulfil', () => {
  const base = { start_date: start, end_date: plus(60) };
  it.each([
    ['one main service', { main_service_ids: ['s1'] }, []],
    ['other services text only', { other_service_description: 'Fenster geputzt' }, []],
    ['neither', { main_service_ids: [] }, ['VALIDATION_AT_LEAST_ONE_SERVICE']],
    [
      'blank other text only',
      { other_service_description: '  ' },
      ['VALIDATION_AT_LEAST_ONE_SERVICE'],
    ],
    ['other text of 100 characters', { other_service_description: text(100) }, []],
    [
      'other text of 101 characters',
      { main_service_ids: ['s1'], other_service_description: text(101) },
      ['VALIDATION_MAX_100_CHARACTERS'],
    ],
    ['payment method omitted (feedback variant)', { main_service_ids: ['s1'] }, []],
    ['a known payment method', { main_service_ids: ['s1'], payment_method: 'private_payment' }, []],
    [
      'an unknown payment method',
      { main_service_ids: ['s1'], payment_method: 'cash' },
      ['VALIDATION_INVALID_OPTION'],
    ],
  ])('body: %s', (_name, extra, expected) => {
    expect(messagesOf(fulfilBookingBodySchema, { ...base, ...extra })).toEqual(expected);
  });

  it.each([
    ['option off, one service', { mainServiceIds: ['s1'] }, []],
    ['option off, no service', { mainServiceIds: [] }, ['VALIDATION_AT_LEAST_ONE_SERVICE']],
    [
      'option on, text given, no service',
      { hasOtherServices: true, otherServiceDescription: 'Garten' },
      [],
    ],
    [
      'option on, no text',
      { hasOtherServices: true, mainServiceIds: ['s1'] },
      ['VALIDATION_OTHER_SERVICES_REQUIRED'],
    ],
    [
      'option on, 101 characters',
      { hasOtherServices: true, otherServiceDescription: text(101) },
      ['VALIDATION_MAX_100_CHARACTERS'],
    ],
    ['no bookingId', { bookingId: '', mainServiceIds: ['s1'] }, ['VALIDATION_REQUIRED']],
  ])('form: %s', (_name, input, expected) => {
    expect(messagesOf(fulfilFormSchema, { bookingId: 'b1', ...input })).toEqual(expected);
  });

  it.each([
    ['', ['VALIDATION_NO_SIGNATURE']],
    [undefined, ['VALIDATION_NO_SIGNATURE']],
    ['data:image/png;base64,iVBORw0KGgo', []],
  ])("spec 1 §5: an empty signature gives 'No signature entered' (%s)", (image, expected) => {
    expect(messagesOf(imageProofBodySchema, { image_proof_base64: image })).toEqual(expected);
  });
});
