import type { Messages } from '../messages.js';

export const signature = {
  STEP_1: 'Confirm date and time',
  STEP_2: 'Summary',
  STEP_3: 'Customer signature: appointment confirmation',
  STEP_4: 'Customer signature: assignment of claims',
  STEP_5: 'Private payment warning',
  STEP_6: 'Caregiver signature',
  WAY_PAPER: 'Classic (photo of the paper proof)',
  WAY_DIGITAL: 'Digital',
  NOT_SIGNING: 'Do not sign and pay privately',
  PRIVATE_PAYMENT_WARNING:
    'Without the declaration of assignment the appointment is billed privately. Do you want to continue?',
  PRIVATE_PAYMENT_AGREE: 'Yes, pay privately',
  PRIVATE_PAYMENT_REFUSE: 'No, go back',
  SWITCH_BACK_TO_INSURANCE: 'Switch back to insurance cover',
  UNDO: 'Undo',
  REPEAT: 'Repeat',
  ENLARGE: 'Enlarge',
  HOW_TO_SIGN:
    'Sign in the area with a finger or a stylus, on a computer with the mouse; the keyboard alone cannot draw a signature.',
  NO_POINTER_CUSTOMER: "If nobody can sign, choose '{{nobody}}' under '{{legend}}' below.",
  NO_POINTER_ASSIGNMENT:
    "If the customer does not sign the assignment, choose '{{notSigning}}' below.",
  NO_POINTER_GO_BACK: "If nobody can sign, go back and choose '{{nobody}}' under '{{legend}}'.",
  NO_POINTER_CAREGIVER: "If you cannot sign here, go back to the summary and choose '{{paper}}'.",
  CONFIRMATION_DIGITAL: 'The appointment was signed digitally and documented.',
  CONFIRMATION_PAPER: 'The paper proof was uploaded and the appointment documented.',
  SURVEY_NOW: 'Answer the survey now',
  SURVEY_LATER: 'Later',
} satisfies Messages['signature'];
