import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test/messages-of.js';
import { aboutMeSchema, contactAndAddressSchema, experienceSchema } from './account.js';

describe('profile texts reject control characters (issue 15 §10, cleanText)', () => {
  it('about me, contact and experience answer VALIDATION_INVALID_CHARACTERS', () => {
    expect(messagesOf(aboutMeSchema, { aboutMe: 'Hallo\u0007', currentPosition: 'PFK' })).toEqual([
      'VALIDATION_INVALID_CHARACTERS',
    ]);
    expect(
      messagesOf(contactAndAddressSchema, {
        phoneNumber: '030\u0000',
        address: { street: 'Weg 1', postalCode: '10115', city: 'Berlin' },
      }),
    ).toEqual(['VALIDATION_INVALID_CHARACTERS']);
    expect(
      messagesOf(experienceSchema, {
        experienceAndSkills: [],
        experienceWithMedicalConditions: [],
        additionalInfo: 'ok\u001f',
      }),
    ).toEqual(['VALIDATION_INVALID_CHARACTERS']);
  });
});
