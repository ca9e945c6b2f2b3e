import { describe, expect, it } from 'vitest';
import { coupleAbsenceDates } from './absence-dates.js';
import {
  aboutMeSchema,
  absenceSchema,
  contactAndAddressSchema,
  financialDetailsSchema,
  servicesSchema,
  taxDetailsSchema,
  travelDistanceSchema,
} from './account.js';
import { newPasswordSchema, requestPasswordResetSchema } from './auth.js';
import { toLoginInput, validateLogin } from './login.js';
import { messagesOf } from '../test/messages-of.js';

const bank = { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' };

describe('spec 2 §5 login, reset request and new password', () => {
  it.each([
    [{ username: ' anna@careport.example ', password: 'careport' }, {}],
    [{ username: '   ', password: 'x' }, { username: 'VALIDATION_REQUIRED' }],
    [{ username: 'anna', password: '' }, { password: 'VALIDATION_REQUIRED' }],
  ])('login %o', (input, expected) => {
    expect(validateLogin(input)).toEqual(expected);
  });

  it('sends the username trimmed and the password as typed', () => {
    expect(toLoginInput({ username: ' anna@careport.example ', password: ' pw ' })).toEqual({
      username: 'anna@careport.example',
      password: ' pw ',
    });
  });

  it.each([
    [{ email: 'anna@careport.example' }, []],
    [{ email: 'anna' }, ['VALIDATION_EMAIL']],
    [{ email: '' }, ['VALIDATION_REQUIRED']],
  ])('reset request %o', (input, expected) => {
    expect(messagesOf(requestPasswordResetSchema, input)).toEqual(expected);
  });

  it.each([
    [{ password: '123456', passwordConfirmation: '123456' }, []],
    [{ password: '12345', passwordConfirmation: '12345' }, ['VALIDATION_PASSWORD_MIN_LENGTH']],
    [{ password: '123456', passwordConfirmation: '123457' }, ['VALIDATION_PASSWORDS_MUST_MATCH']],
  ])('new password %o', (input, expected) => {
    expect(messagesOf(newPasswordSchema, input)).toEqual(expected);
  });
});

describe('spec 2 §5 bank and tax', () => {
  it.each([
    ['tax number only', { taxNo: '12/345/67890' }, []],
    ['VAT id only', { ustId: 'DE123456789' }, []],
    ['both', { taxNo: '12/345/67890', ustId: 'DE123456789' }, []],
    ['neither: both keys', {}, ['VALIDATION_TAX_NO_REQUIRED', 'VALIDATION_UST_ID_REQUIRED']],
    [
      'both blank: both keys',
      { taxNo: ' ', ustId: '' },
      ['VALIDATION_TAX_NO_REQUIRED', 'VALIDATION_UST_ID_REQUIRED'],
    ],
    [
      'null values: both keys',
      { taxNo: null, ustId: null },
      ['VALIDATION_TAX_NO_REQUIRED', 'VALIDATION_UST_ID_REQUIRED'],
    ],
  ])('tax: %s', (_name, tax, expected) => {
    expect(messagesOf(taxDetailsSchema, tax)).toEqual(expected);
    expect(messagesOf(financialDetailsSchema, { bank, tax })).toEqual(expected);
  });

  it.each([
    ['a valid IBAN and BIC', bank, []],
    ['IBAN missing', { ...bank, iban: '' }, ['VALIDATION_REQUIRED']],
    ['BIC missing', { ...bank, bic: ' ' }, ['VALIDATION_REQUIRED']],
    [
      'IBAN with a wrong check digit',
      { ...bank, iban: 'DE88370400440532013000' },
      ['VALIDATION_IBAN'],
    ],
    ['BIC of 8 characters', { ...bank, bic: 'cobadeff' }, []],
    ['BIC of 9 characters', { ...bank, bic: 'COBADEFFX' }, ['VALIDATION_BIC']],
  ])('bank: %s', (_name, bankInput, expected) => {
    expect(messagesOf(financialDetailsSchema, { bank: bankInput, tax: { taxNo: '1' } })).toEqual(
      expected,
    );
  });

  it('normalises the IBAN and BIC', () => {
    const parsed = financialDetailsSchema.parse({
      bank: { iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeff' },
      tax: { ustId: 'DE1' },
    });
    expect(parsed.bank).toEqual({ iban: 'DE89370400440532013000', bic: 'COBADEFF' });
    expect(parsed.tax).toEqual({ taxNo: '', ustId: 'DE1' });
  });
});

describe('spec 2 §5 about me, services, travel distance', () => {
  it.each([
    [{ aboutMe: 'Ich helfe gern.', currentPosition: 'Alltagsbegleiterin' }, []],
    [{ aboutMe: ' ', currentPosition: 'x' }, ['VALIDATION_REQUIRED']],
    [{ aboutMe: 'x', currentPosition: '' }, ['VALIDATION_REQUIRED']],
  ])('about me %o', (input, expected) => {
    expect(messagesOf(aboutMeSchema, input)).toEqual(expected);
  });

  it.each([
    [['s1'], []],
    [[], ['VALIDATION_AT_LEAST_ONE_SERVICE']],
  ])("services %o ('Pick at least one service')", (subServiceIds, expected) => {
    expect(messagesOf(servicesSchema, { subServiceIds })).toEqual(expected);
  });

  it.each([
    [0, false],
    [1, true],
    [15, true],
    [30, true],
    [31, false],
    [1.5, false],
    ['10', false],
  ])('travel distance %s km allowed: %s (1–30, integer)', (travelDistance, ok) => {
    expect(messagesOf(travelDistanceSchema, { travelDistance })).toEqual(
      ok ? [] : ['VALIDATION_TRAVEL_DISTANCE'],
    );
  });
});

describe('spec 2 §5 absences', () => {
  it.each([
    ['one day', '2026-03-10', '2026-03-10', []],
    ['end after start', '2026-03-10', '2026-03-11', []],
    ['end before start', '2026-03-10', '2026-03-09', ['VALIDATION_ABSENCE_END_BEFORE_START']],
    ['not a day date', '10.03.2026', '2026-03-11', ['VALIDATION_DATE_INVALID']],
  ])('%s', (_name, from, to, expected) => {
    expect(messagesOf(absenceSchema, { from, to, reason: 'VACATION' })).toEqual(expected);
  });

  it('an unknown reason is refused', () => {
    expect(
      messagesOf(absenceSchema, { from: '2026-03-10', to: '2026-03-10', reason: 'PARTY' }),
    ).toEqual(['VALIDATION_INVALID_OPTION']);
  });

  it.each([
    [
      'start moved past the end moves the end',
      { from: '2026-03-12', to: '2026-03-10' },
      'from',
      { from: '2026-03-12', to: '2026-03-12' },
    ],
    [
      'end moved before the start moves the start',
      { from: '2026-03-12', to: '2026-03-10' },
      'to',
      { from: '2026-03-10', to: '2026-03-10' },
    ],
    [
      'start moved onto the end changes nothing',
      { from: '2026-03-10', to: '2026-03-10' },
      'from',
      { from: '2026-03-10', to: '2026-03-10' },
    ],
    [
      'a valid range stays',
      { from: '2026-03-01', to: '2026-03-10' },
      'to',
      { from: '2026-03-01', to: '2026-03-10' },
    ],
  ] as const)('%s', (_name, dates, changed, expected) => {
    expect(coupleAbsenceDates(dates, changed)).toEqual(expected);
  });
});

describe('spec 2 §5 contact and address (issue 39)', () => {
  const contact = (change: {
    phoneNumber?: string;
    mobilePhoneNumber?: string;
    postalCode?: string;
  }) =>
    contactAndAddressSchema.safeParse({
      phoneNumber: change.phoneNumber ?? '',
      mobilePhoneNumber: change.mobilePhoneNumber ?? '',
      company: '',
      address: {
        street: 'Kastanienallee 12',
        houseNumber: '',
        postalCode: change.postalCode ?? '10435',
        city: 'Berlin',
        additionalInformation: '',
      },
    });
  const messages = (result: ReturnType<typeof contact>) =>
    result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it.each([
    '',
    '030 4403 2211',
    '+49 30 44032211',
    '0172 3456789',
    '+49 (151) 2345-6789',
    '+43 1 5344 0',
  ])('takes the phone number %j', (phoneNumber) => {
    expect(messages(contact({ phoneNumber, mobilePhoneNumber: phoneNumber }))).toEqual([]);
  });

  it.each(['abc', '12', '030', '+49 30', '0049 30 44032211 123456789'])(
    'refuses the phone number %j with its own message',
    (phoneNumber) => {
      expect(messages(contact({ phoneNumber }))).toEqual([
        ['phoneNumber', 'VALIDATION_PHONE_NUMBER'],
      ]);
      expect(messages(contact({ mobilePhoneNumber: phoneNumber }))).toEqual([
        ['mobilePhoneNumber', 'VALIDATION_PHONE_NUMBER'],
      ]);
    },
  );

  it('takes a five-digit postal code only', () => {
    expect(messages(contact({ postalCode: '01067' }))).toEqual([]);
    expect(messages(contact({ postalCode: ' 10435 ' }))).toEqual([]);
    for (const postalCode of ['1043', '104355', 'D-10435', '1043a']) {
      expect(messages(contact({ postalCode })), postalCode).toEqual([
        ['address.postalCode', 'VALIDATION_POSTAL_CODE'],
      ]);
    }
    expect(messages(contact({ postalCode: '' }))).toEqual([
      ['address.postalCode', 'VALIDATION_REQUIRED'],
    ]);
  });
});
