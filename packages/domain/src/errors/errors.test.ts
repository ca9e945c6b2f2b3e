import { describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/index.js';
import { ERROR_CODES } from './error-codes.js';
import { errorMessageKey, errorResponseMessage } from './error-message.js';
import { extractErrorCode, UNEXPECTED_SERVER_ERROR } from './extract-error-code.js';
import {
  MAX_RETRY_ATTEMPTS,
  REQUEST_TIMEOUT_MS,
  isRetryableStatus,
  retryDelayMs,
  shouldRetry,
} from './retry-policy.js';

describe('spec 1 §8, spec 2 §8: server code → message key', () => {
  it.each(ERROR_CODES.map((code) => [code]))('%s has its own message', (code) => {
    expect(errorMessageKey(code)).toEqual({ key: `errors.${code}` });
    for (const catalogue of Object.values(catalogues)) {
      expect(Object.keys(catalogue.errors)).toContain(code);
    }
  });

  it.each([
    ['SOMETHING_NEW', { key: 'errors.UNEXPECTED_ERROR', values: { code: 'SOMETHING_NEW' } }],
    [
      'booking_not_found',
      { key: 'errors.UNEXPECTED_ERROR', values: { code: 'booking_not_found' } },
    ],
    ['toString', { key: 'errors.UNEXPECTED_ERROR', values: { code: 'toString' } }],
    [UNEXPECTED_SERVER_ERROR, { key: 'errors.UNEXPECTED_SERVER_ERROR' }],
    ['invalid_grant', { key: 'errors.INVALID_GRANT' }],
  ])("%s → %o ('Unexpected error: {code}' for the rest)", (code, expected) => {
    expect(errorMessageKey(code)).toEqual(expected);
  });

  it('ERROR_RESPONSE carries the code', () => {
    expect(errorResponseMessage('BOOKING_IS_OVERLAPPING')).toEqual({
      key: 'errors.ERROR_RESPONSE',
      values: { code: 'BOOKING_IS_OVERLAPPING' },
    });
  });
});

describe('spec 1 §8, spec 2 §8: errorCode extraction for HTTP ≥ 300', () => {
  it.each([
    [200, { errorCode: 'X' }, undefined],
    [299, { error_code: 'X' }, undefined],
    [300, { error_code: 'BOOKING_NOT_FOUND' }, 'BOOKING_NOT_FOUND'],
    [400, { errorCode: 'BOOKING_IS_OVERLAPPING', error: 'x' }, 'BOOKING_IS_OVERLAPPING'],
    [400, { error: 'invalid_grant' }, 'invalid_grant'],
    [404, { error_code: '', error: 'fallback' }, 'fallback'],
    [500, {}, UNEXPECTED_SERVER_ERROR],
    [502, 'Bad gateway', UNEXPECTED_SERVER_ERROR],
    [503, null, UNEXPECTED_SERVER_ERROR],
  ])('status %i, body %o → %s', (status, body, expected) => {
    expect(extractErrorCode(status, body)).toBe(expected);
  });
});

describe('spec 1 §9, spec 2 §9: retry policy', () => {
  it.each([
    [500, true],
    [502, true],
    [503, true],
    [504, true],
    [400, false],
    [401, false],
    [501, false],
    [505, false],
  ])('status %i retryable → %s', (status, expected) => {
    expect(isRetryableStatus(status)).toBe(expected);
  });

  it.each([
    [0, 500],
    [1, 600],
    [2, 800],
    [3, 1200],
    [7, 13_200],
  ])('delay before retry %i is 100 × (2^attempt + 4) = %i ms', (attempt, ms) => {
    expect(retryDelayMs(attempt)).toBe(ms);
  });

  it.each([
    [503, 0, true],
    [503, 6, true],
    [503, 7, false],
    [503, 8, false],
    [404, 0, false],
  ])(
    'status %i after attempt %i → retry %s (abort after more than 7 attempts)',
    (status, attempt, expected) => {
      expect(shouldRetry(status, attempt)).toBe(expected);
    },
  );

  it('requests time out at 120 000 ms; attempts are capped at 7 retries', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(MAX_RETRY_ATTEMPTS).toBe(7);
  });
});
