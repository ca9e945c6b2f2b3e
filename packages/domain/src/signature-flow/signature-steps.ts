import type { PaymentMethod, SignatureUserType } from '../catalogue/enums.js';
import { isHouseholdHelp, isPrivatePayment, isWorkshop } from './payment-groups.js';

/**
 * spec 1 §2 Fulfil booking, the employee's signature flow:
 * 1 confirm date and time, 2 summary (paper or digital), 3 customer confirmation (type 1),
 * 4 customer declaration of assignment (type 2), 5 private-payment warning, 6 caregiver (type 3).
 */
export const SIGNATURE_STEPS = [1, 2, 3, 4, 5, 6] as const;
export type SignatureStep = (typeof SIGNATURE_STEPS)[number];

/** The step at which each signature type is given. */
export const SIGNATURE_STEP_OF_TYPE: Record<SignatureUserType, SignatureStep> = {
  1: 3,
  2: 4,
  3: 6,
};

export type SignatureNext = { kind: 'step'; step: SignatureStep } | { kind: 'submit' };

/**
 * spec 1 §4 Signature flow routing, after a signature of `userType`:
 * - type 1: household help that is not the first booking, or workshop → step 6; private payment,
 *   or household help on the first booking → step 4; otherwise → step 6;
 * - type 2 → step 6; type 3 → the fulfil call is made.
 */
export function nextStepAfterSignature(
  userType: SignatureUserType,
  paymentMethod: PaymentMethod | null,
  isFirstBooking: boolean,
): SignatureNext {
  switch (userType) {
    case 1: {
      const household = isHouseholdHelp(paymentMethod);
      if ((household && !isFirstBooking) || isWorkshop(paymentMethod)) {
        return { kind: 'step', step: 6 };
      }
      if (isPrivatePayment(paymentMethod) || (household && isFirstBooking)) {
        return { kind: 'step', step: 4 };
      }
      return { kind: 'step', step: 6 };
    }
    case 2:
      return { kind: 'step', step: 6 };
    case 3:
      return { kind: 'submit' };
  }
}

/**
 * spec 1 §4: in step 4 a 'not signing' option is offered only when the payment is not private,
 * household help or workshop. It leads to the step 5 warning.
 */
export function isNotSigningOffered(paymentMethod: PaymentMethod | null): boolean {
  return (
    !isPrivatePayment(paymentMethod) &&
    !isHouseholdHelp(paymentMethod) &&
    !isWorkshop(paymentMethod)
  );
}

export type PrivatePaymentAnswer = 'agree' | 'refuse';

/**
 * spec 1 §4 step 5 warning: agreeing sets the payment to private and goes to step 6; refusing
 * returns to step 4 with the payment unchanged.
 */
export function answerPrivatePaymentWarning(
  answer: PrivatePaymentAnswer,
  paymentMethod: PaymentMethod | null,
): { paymentMethod: PaymentMethod | null; step: SignatureStep } {
  return answer === 'agree'
    ? { paymentMethod: 'private_payment', step: 6 }
    : { paymentMethod, step: 4 };
}

/**
 * spec 1 §4: a button switches back to insurance cover when the original method was not private
 * (and the payment is now private). It restores the original method and returns to step 4, where
 * the declaration is signed.
 */
export function isSwitchBackToInsuranceOffered(
  originalMethod: PaymentMethod | null,
  currentMethod: PaymentMethod | null,
): boolean {
  return !isPrivatePayment(originalMethod) && isPrivatePayment(currentMethod);
}

export function switchBackToInsurance(originalMethod: PaymentMethod | null): {
  paymentMethod: PaymentMethod | null;
  step: SignatureStep;
} {
  return { paymentMethod: originalMethod, step: 4 };
}

export type SubmissionFollowUp =
  { kind: 'confirmation'; variant: 'digital' | 'paper' } | { kind: 'survey' };

/**
 * spec 1 §4: on success employees see the confirmation screen (digital or paper variant, which
 * then offers the survey now or later); others go on to the survey.
 */
export function afterSuccessfulSubmission(
  actor: { isEmployee: boolean },
  way: 'digital' | 'paper',
): SubmissionFollowUp {
  return actor.isEmployee ? { kind: 'confirmation', variant: way } : { kind: 'survey' };
}
