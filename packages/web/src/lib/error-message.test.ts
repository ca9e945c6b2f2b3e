import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorMessageOf } from './error-message';

describe('errorMessageOf', () => {
  it('reads a 429 as too many attempts, unless it names a code of its own (issue 42)', () => {
    const limited = (errorCode: string) =>
      errorMessageOf(new ApiError({ httpStatus: 429, errorCode }));
    expect(limited('too_many_requests')).toEqual({ key: 'errors.TOO_MANY_REQUESTS' });
    expect(limited('TOO_MANY_REQUESTS')).toEqual({ key: 'errors.TOO_MANY_REQUESTS' });
    expect(limited('BOOKING_RATE_LIMIT')).toEqual({ key: 'errors.BOOKING_RATE_LIMIT' });
  });
});
