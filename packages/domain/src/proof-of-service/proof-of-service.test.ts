import { describe, expect, it } from 'vitest';
import { fulfilBookingBodySchema, representativeFormSchema } from '../validation/index.js';
import { isCustomerSignatureSkipped, signerToWire } from '../signature-flow/signer.js';
import {
  calendarEventLocation,
  calendarEventTitle,
  calendarFeedWindow,
  isProofLocked,
  isProofOffered,
} from './index.js';

const base = {
  start_date: '2026-11-20T09:00:00Z',
  end_date: '2026-11-20T10:00:00Z',
  main_service_ids: ['s1'],
};
const issuesOf = (body: Record<string, unknown>) => {
  const result = fulfilBookingBodySchema.safeParse({ ...base, ...body });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('issue 14 who signed: the fulfil call', () => {
  it.each([
    ['no signer fields (older apps, the services form)', {}],
    ['the care receiver', { signer_type: 'care_receiver' }],
    [
      'a relative by name',
      { signer_type: 'representative', signer_name: ' Eva Koch ', signer_role: 'relative' },
    ],
    ['nobody, with a reason', { signer_type: 'nobody', no_signature_reason: 'asleep_or_unwell' }],
    ['the device time', { documented_at_device: '2026-11-20T10:02:00+01:00' }],
  ])('accepts %s', (_name, body) => {
    expect(issuesOf(body)).toEqual([]);
  });

  it('trims the name', () => {
    const parsed = fulfilBookingBodySchema.parse({
      ...base,
      ...signerToWire({ kind: 'representative', name: ' Eva Koch ', role: 'relative' }),
    });
    expect(parsed.signer_name).toBe('Eva Koch');
  });

  it.each([
    [
      'someone else without a name',
      { signer_type: 'representative', signer_role: 'relative' },
      ['signer_name:VALIDATION_REQUIRED'],
    ],
    [
      'someone else with a blank name',
      { signer_type: 'representative', signer_name: '   ', signer_role: 'neighbour' },
      ['signer_name:VALIDATION_REQUIRED'],
    ],
    [
      'someone else without a role',
      { signer_type: 'representative', signer_name: 'Eva' },
      ['signer_role:VALIDATION_REQUIRED'],
    ],
    [
      'an unknown role',
      { signer_type: 'representative', signer_name: 'Eva', signer_role: 'boss' },
      ['signer_role:VALIDATION_INVALID_OPTION'],
    ],
    [
      'a name of 101 characters',
      { signer_type: 'representative', signer_name: 'x'.repeat(101), signer_role: 'other' },
      ['signer_name:VALIDATION_MAX_100_CHARACTERS'],
    ],
    [
      'a name with a control character',
      { signer_type: 'representative', signer_name: 'Eva\u0000', signer_role: 'other' },
      ['signer_name:VALIDATION_INVALID_CHARACTERS'],
    ],
    [
      'nobody without a reason',
      { signer_type: 'nobody' },
      ['no_signature_reason:VALIDATION_REQUIRED'],
    ],
    [
      'a name for the care receiver',
      { signer_type: 'care_receiver', signer_name: 'Eva' },
      ['signer_name:VALIDATION_INVALID_OPTION'],
    ],
    [
      'a reason beside a signer',
      {
        signer_type: 'representative',
        signer_name: 'Eva',
        signer_role: 'relative',
        no_signature_reason: 'refused',
      },
      ['no_signature_reason:VALIDATION_INVALID_OPTION'],
    ],
    [
      'a device time that is no date',
      { documented_at_device: 'gestern' },
      ['documented_at_device:VALIDATION_DATE_INVALID'],
    ],
  ])('refuses %s', (_name, body, expected) => {
    expect(issuesOf(body)).toEqual(expected);
  });

  it("the app's form needs a name and a role", () => {
    expect(representativeFormSchema.safeParse({ name: 'Eva', role: 'relative' }).success).toBe(
      true,
    );
    expect(representativeFormSchema.safeParse({ name: ' ', role: 'relative' }).success).toBe(false);
    expect(representativeFormSchema.safeParse({ name: 'Eva', role: '' }).success).toBe(false);
  });

  it('nobody signing skips the customer signatures', () => {
    expect(isCustomerSignatureSkipped({ kind: 'nobody', reason: 'refused' })).toBe(true);
    expect(isCustomerSignatureSkipped({ kind: 'care_receiver' })).toBe(false);
  });
});

describe('issue 14 proof of service', () => {
  it.each([
    ['CREATED', false, false],
    ['CONFIRMED', false, false],
    ['FULFILLED', true, false],
    ['INVOICED', true, true],
  ] as const)('%s: offered %s, locked %s', (status, offered, locked) => {
    expect(isProofOffered(status)).toBe(offered);
    expect(isProofLocked(status)).toBe(locked);
  });
});

describe('issue 14 calendar feed', () => {
  it('holds 30 days back and 90 ahead', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(calendarFeedWindow(now)).toEqual({
      from: new Date('2026-10-24T12:00:00Z'),
      to: new Date('2027-02-21T12:00:00Z'),
    });
  });

  it('names the care receiver by first name and the address on one line', () => {
    expect(calendarEventTitle('Erna')).toBe('Careport: Erna');
    expect(
      calendarEventLocation({
        street: 'Lychener Straße',
        houseNumber: '3',
        postalCode: '10437',
        city: 'Berlin',
      }),
    ).toBe('Lychener Straße 3, 10437 Berlin');
    expect(
      calendarEventLocation({
        street: 'Am Hang',
        houseNumber: null,
        postalCode: '01067',
        city: 'Dresden',
      }),
    ).toBe('Am Hang, 01067 Dresden');
  });
});
