import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { callFailureMessageOf, errorMessageOf } from './error-message';

describe('errorMessageOf', () => {
  it('reads a 429 as too many attempts, unless it names a code of its own (issue 42)', () => {
    const limited = (errorCode: string) =>
      errorMessageOf(new ApiError({ httpStatus: 429, errorCode }));
    expect(limited('too_many_requests')).toEqual({ key: 'errors.TOO_MANY_REQUESTS' });
    expect(limited('TOO_MANY_REQUESTS')).toEqual({ key: 'errors.TOO_MANY_REQUESTS' });
    expect(limited('BOOKING_RATE_LIMIT')).toEqual({ key: 'errors.BOOKING_RATE_LIMIT' });
  });
});

describe('callFailureMessageOf (spec 1 §8, 2 §8, record 0109)', () => {
  const answered = (errorCode: string, httpStatus = 500) => new ApiError({ httpStatus, errorCode });
  const serverFailures = [
    answered('INTERNAL_SERVER_ERROR'),
    answered('unexpected server error'),
    answered('SOMETHING_NEW', 400),
    new Error('answer not readable'),
  ];

  it.each(serverFailures.map((error) => [error]))(
    'a failed profile save of the server (%s) reads ERROR_UNKNOWN',
    (error) => {
      expect(callFailureMessageOf('profile-save', error)).toEqual({ key: 'errors.ERROR_UNKNOWN' });
    },
  );

  it.each(serverFailures.map((error) => [error]))(
    'a failed absence save of the server (%s) reads ERROR_RESPONSE with INTERNAL_SERVER_ERROR',
    (error) => {
      expect(callFailureMessageOf('absence-save', error)).toEqual({
        key: 'errors.ERROR_RESPONSE',
        values: { code: 'INTERNAL_SERVER_ERROR' },
      });
    },
  );

  it('a booking call with a code the app has no text for reads ERROR_RESPONSE with the code', () => {
    expect(callFailureMessageOf('booking-call', answered('BOOKING_SOMETHING_NEW', 409))).toEqual({
      key: 'errors.ERROR_RESPONSE',
      values: { code: 'BOOKING_SOMETHING_NEW' },
    });
  });

  it("a booking call keeps the server codes' own texts, as spec 1 §8 lists them", () => {
    expect(callFailureMessageOf('booking-call', answered('BOOKING_IS_OVERLAPPING', 409))).toEqual({
      key: 'errors.BOOKING_IS_OVERLAPPING',
    });
    expect(callFailureMessageOf('booking-call', answered('INTERNAL_SERVER_ERROR'))).toEqual({
      key: 'errors.INTERNAL_SERVER_ERROR',
    });
    expect(callFailureMessageOf('booking-call', new Error('x'))).toEqual({
      key: 'errors.ERROR_UNKNOWN',
    });
  });

  it.each(['profile-save', 'absence-save', 'booking-call'] as const)(
    '%s: a code with a text of its own, no answer and too many attempts keep theirs',
    (call) => {
      expect(callFailureMessageOf(call, answered('CANNOT_DESERIALIZE_REQUEST_DATA', 400))).toEqual(
        errorMessageOf(answered('CANNOT_DESERIALIZE_REQUEST_DATA', 400)),
      );
      expect(callFailureMessageOf(call, answered('FORBIDDEN', 403))).toEqual({
        key: 'errors.FORBIDDEN',
      });
      expect(callFailureMessageOf(call, answered('FAILED_TO_FETCH', 0))).toEqual({
        key: 'errors.FAILED_TO_FETCH',
      });
      expect(callFailureMessageOf(call, answered('too_many_requests', 429))).toEqual({
        key: 'errors.TOO_MANY_REQUESTS',
      });
    },
  );
});
