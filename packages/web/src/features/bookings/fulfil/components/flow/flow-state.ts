import type {
  NoSignatureReason,
  SignerKind,
  SignerRole,
  PaymentMethod,
  PrivatePaymentAnswer,
  SignatureStep,
  SignatureUserType,
} from '@careport/domain';
import {
  answerPrivatePaymentWarning,
  nextStepAfterSignature,
  SIGNATURE_STEPS,
  switchBackToInsurance,
} from '@careport/domain';

export type ImageUploadStatus = 'empty' | 'failed' | 'success';
export type SigningWay = 'digital' | 'paper';

/**
 * The employee's signature flow between its steps (spec 1 §2, §4): the way chosen, the paper
 * photo's upload status (spec 1 §4: empty, failed, success), the payment method as the flow may
 * change it, and the steps reached, so a step cannot be opened by URL before its turn.
 */
export type FlowState = {
  originalPaymentMethod: PaymentMethod | null;
  paymentMethod: PaymentMethod | null;
  isFirstBooking: boolean;
  way: SigningWay;
  imageStatus: ImageUploadStatus;
  imagePreview: string | null;
  reached: SignatureStep[];
  /** Issue 14: who gives the customer signatures (the care receiver when not set). */
  signer?: SignerDraft;
};

/** Issue 14 who signed, as the step 3 form holds it while it is filled in. */
export type SignerDraft = {
  kind: SignerKind;
  name: string;
  role: SignerRole | '';
  reason: NoSignatureReason | '';
};

export const CARE_RECEIVER_SIGNS: SignerDraft = {
  kind: 'care_receiver',
  name: '',
  role: '',
  reason: '',
};

export type FlowAction =
  | { type: 'reach'; step: SignatureStep }
  | { type: 'chooseWay'; way: SigningWay }
  | { type: 'imageUploaded'; preview: string }
  | { type: 'imageFailed' }
  | { type: 'answerWarning'; answer: PrivatePaymentAnswer }
  | { type: 'switchBackToInsurance' }
  | { type: 'setSigner'; signer: SignerDraft };

export function initialFlowState(booking: {
  paymentMethod: PaymentMethod | null;
  isFirstBooking: boolean;
}): FlowState {
  return {
    originalPaymentMethod: booking.paymentMethod,
    paymentMethod: booking.paymentMethod,
    isFirstBooking: booking.isFirstBooking,
    way: 'digital',
    imageStatus: 'empty',
    imagePreview: null,
    reached: [1],
  };
}

const reach = (state: FlowState, step: SignatureStep): FlowState =>
  state.reached.includes(step) ? state : { ...state, reached: [...state.reached, step] };

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'reach':
      return reach(state, action.step);
    case 'chooseWay':
      return { ...state, way: action.way };
    case 'imageUploaded':
      return { ...state, imageStatus: 'success', imagePreview: action.preview };
    case 'imageFailed':
      return { ...state, imageStatus: 'failed', imagePreview: null };
    case 'answerWarning': {
      const answer = answerPrivatePaymentWarning(action.answer, state.paymentMethod);
      return reach({ ...state, paymentMethod: answer.paymentMethod }, answer.step);
    }
    case 'switchBackToInsurance': {
      const back = switchBackToInsurance(state.originalPaymentMethod);
      return reach({ ...state, paymentMethod: back.paymentMethod }, back.step);
    }
    case 'setSigner':
      return { ...state, signer: action.signer };
  }
}

/** The step a signature of `userType` leads to, by the payment method as it is now (spec 1 §4). */
export function afterSignature(state: FlowState, userType: SignatureUserType) {
  return nextStepAfterSignature(userType, state.paymentMethod, state.isFirstBooking);
}

/** The step in the URL (`fulfill` is step 1, `fulfill/4` step 4), or null for anything else. */
export function parseStep(param: string | undefined): SignatureStep | null {
  if (param === undefined) return 1;
  return SIGNATURE_STEPS.find((step) => String(step) === param) ?? null;
}
