import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorMessage } from './error-message';
import { translate } from './i18n';

const failure = (code: string, serverMessage?: string) =>
  new ApiError({ httpStatus: 409, code, serverMessage });

describe('the console’s error texts', () => {
  it('words a known code in the staff’s language', () => {
    expect(errorMessage(failure('BOOKING_IS_OVERLAPPING', 'overlaps'), translate)).toBe(
      'Der Termin überschneidet sich mit einem anderen Termin.',
    );
  });

  it('shows a newer server’s own explanation with its code', () => {
    expect(errorMessage(failure('SOMETHING_NEW', 'The caregiver is on holiday.'), translate)).toBe(
      'The caregiver is on holiday. (SOMETHING_NEW)',
    );
  });

  it('names a code only once when the answer’s message is the code itself', () => {
    expect(errorMessage(failure('SOMETHING_NEW', 'SOMETHING_NEW'), translate)).toBe(
      'Fehler: SOMETHING_NEW',
    );
  });
});
