import { ApiError, NETWORK_ERROR } from './api-error';
import type { MessageKey } from '../i18n/de';
import type { Translate } from './i18n';

// The codes staff meet in the console, in their words: here, or as `error.code.<CODE>` in the
// catalogues, which have one for every back-office code (tools/console-error-texts.test.ts). A code
// of a newer server shows the server's own message (written for the terminal) with its code.
const KNOWN: Record<string, MessageKey> = {
  [NETWORK_ERROR]: 'error.network',
  UNAUTHORIZED: 'error.unauthorized',
  FORBIDDEN: 'error.forbidden',
  insufficient_scope: 'error.forbidden',
  NOT_FOUND: 'error.notFound',
  INTERNAL_SERVER_ERROR: 'error.server',
  CANNOT_DESERIALIZE_REQUEST_DATA: 'error.invalidInput',
  PROOF_NOT_FOUND: 'proofs.notFound',
  INVOICE_MONTH_NOT_ENDED: 'money.monthNotEnded',
  INVOICE_MONTH_INVALID: 'money.monthInvalid',
  INVOICE_NOT_FOUND: 'money.invoiceNotFound',
  INVOICE_ALREADY_CANCELLED: 'money.alreadyCancelled',
  INVOICE_IS_STORNO: 'money.isStorno',
  INVOICE_INVALID_ID: 'money.invoiceInvalidId',
  INVOICE_RUN_RUNNING: 'money.runRunning',
  INVOICE_RUN_NOT_FOUND: 'money.runNotFound',
};

export function errorMessage(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('error.unexpected');
  const key = KNOWN[error.code];
  if (key !== undefined) return t(key);
  // The booking rules' codes, as the caregiver app words them.
  const codeKey = `error.code.${error.code}` as MessageKey;
  const codeText = t(codeKey);
  if (codeText !== codeKey) return codeText;
  // The caregiver API's answers carry their code as the message: "CODE (CODE)" says nothing more.
  if (error.serverMessage !== undefined && error.serverMessage !== error.code) {
    return `${error.serverMessage} (${error.code})`;
  }
  if (error.httpStatus === 429) return t('error.tooMany');
  return t('error.withCode', { code: error.code });
}

/** The refused fields of a body (`details`), joined for a form's summary. */
export function fieldProblems(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.details).map(([field, problem]) => `${field}: ${problem}`);
}
