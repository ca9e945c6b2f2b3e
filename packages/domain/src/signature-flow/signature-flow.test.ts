import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, type PaymentMethod, type SignatureUserType } from '../catalogue/enums.js';
import { MAIN_SERVICE_IDS } from '../definitions/main-services.js';
import { preselectedServiceIds } from './preselected-services.js';
import {
  afterSuccessfulSubmission,
  answerPrivatePaymentWarning,
  isNotSigningOffered,
  isSwitchBackToInsuranceOffered,
  nextStepAfterSignature,
  switchBackToInsurance,
  type SignatureNext,
} from './signature-steps.js';
import { signatureUploadSegment, toPngDataUrl } from './signature-upload.js';

const step = (n: 4 | 6): SignatureNext => ({ kind: 'step', step: n });

describe('spec 1 §4 signature flow routing after the step 3 signature (type 1)', () => {
  it.each<[PaymentMethod | null, boolean, SignatureNext]>([
    ['household_help_24', false, step(6)],
    ['household_help_38_1', false, step(6)],
    ['household_help_24', true, step(4)],
    ['household_help_38_1', true, step(4)],
    ['workshop_social_welfare', false, step(6)],
    ['workshop_social_welfare', true, step(6)],
    ['private_payment', false, step(4)],
    ['private_payment', true, step(4)],
    ['direct_reimbursement', true, step(6)],
    ['invoice', false, step(6)],
    ['sepa', true, step(6)],
    ['sepa_direct_debit', false, step(6)],
    [null, false, step(6)],
  ])('%s, first booking %s → %o', (method, isFirstBooking, expected) => {
    expect(nextStepAfterSignature(1, method, isFirstBooking)).toEqual(expected);
  });

  it.each<[SignatureUserType, SignatureNext]>([
    [2, step(6)],
    [3, { kind: 'submit' }],
  ])('after type %i → %o, whatever the payment', (userType, expected) => {
    for (const method of PAYMENT_METHODS) {
      expect(nextStepAfterSignature(userType, method, true)).toEqual(expected);
      expect(nextStepAfterSignature(userType, method, false)).toEqual(expected);
    }
  });
});

describe("spec 1 §4 step 4 'not signing' and the step 5 warning", () => {
  it.each<[PaymentMethod | null, boolean]>([
    ['private_payment', false],
    ['household_help_24', false],
    ['household_help_38_1', false],
    ['workshop_social_welfare', false],
    ['direct_reimbursement', true],
    ['invoice', true],
    ['sepa', true],
    ['sepa_direct_debit', true],
    [null, true],
  ])("'not signing' offered for %s → %s", (method, expected) => {
    expect(isNotSigningOffered(method)).toBe(expected);
  });

  it.each([
    ['agree', { paymentMethod: 'private_payment', step: 6 }],
    ['refuse', { paymentMethod: 'direct_reimbursement', step: 4 }],
  ] as const)('the warning answered %s → %o', (answer, expected) => {
    expect(answerPrivatePaymentWarning(answer, 'direct_reimbursement')).toEqual(expected);
  });

  it.each<[PaymentMethod | null, PaymentMethod | null, boolean]>([
    ['direct_reimbursement', 'private_payment', true],
    ['invoice', 'private_payment', true],
    ['private_payment', 'private_payment', false],
    ['direct_reimbursement', 'direct_reimbursement', false],
  ])(
    'switch back to insurance offered (original %s, now %s → %s)',
    (original, current, expected) => {
      expect(isSwitchBackToInsuranceOffered(original, current)).toBe(expected);
    },
  );

  it('switching back restores the original method and returns to step 4', () => {
    expect(switchBackToInsurance('direct_reimbursement')).toEqual({
      paymentMethod: 'direct_reimbursement',
      step: 4,
    });
  });
});

describe('spec 1 §4, §5: preselection, submission and uploads', () => {
  it.each<[PaymentMethod | null, string]>([
    ['household_help_24', MAIN_SERVICE_IDS.HOUSEHOLD_HELP],
    ['household_help_38_1', MAIN_SERVICE_IDS.HOUSEHOLD_HELP],
    ['private_payment', MAIN_SERVICE_IDS.EVERYDAY_ASSISTANCE],
    ['workshop_social_welfare', MAIN_SERVICE_IDS.EVERYDAY_ASSISTANCE],
    ['direct_reimbursement', MAIN_SERVICE_IDS.EVERYDAY_ASSISTANCE],
    [null, MAIN_SERVICE_IDS.EVERYDAY_ASSISTANCE],
  ])('spec 1 §5: %s preselects %s', (method, id) => {
    expect(preselectedServiceIds(method)).toEqual([id]);
  });

  it.each([
    [true, 'digital', { kind: 'confirmation', variant: 'digital' }],
    [true, 'paper', { kind: 'confirmation', variant: 'paper' }],
    [false, 'digital', { kind: 'survey' }],
  ] as const)('spec 1 §4: after success, employee %s (%s) → %o', (isEmployee, way, expected) => {
    expect(afterSuccessfulSubmission({ isEmployee }, way)).toEqual(expected);
  });

  it.each([
    ['iVBORw0KGgo', 'data:image/png;base64,iVBORw0KGgo'],
    ['data:image/png;base64,iVBORw0KGgo', 'data:image/png;base64,iVBORw0KGgo'],
    ['data:image/jpeg;base64,/9j/', 'data:image/jpeg;base64,/9j/'],
  ])('spec 1 §3: image proof %s → %s', (input, expected) => {
    expect(toPngDataUrl(input)).toBe(expected);
  });

  it.each<[SignatureUserType, string]>([
    [1, 'upload-image-cu-confirmation'],
    [2, 'upload-image-cu-decleration'],
    [3, 'upload-image-cg-confirmation'],
  ])('spec 1 §7: signer type %i uploads to %s', (userType, segment) => {
    expect(signatureUploadSegment(userType)).toBe(segment);
  });
});
