import { describe, expect, it } from 'vitest';
import { readMeReply } from './get-me';

const ANSWER = {
  data: {
    caregiver_id: 'c-1',
    name: { first_name: 'Anna', last_name: 'Becker' },
    email: 'anna@careport.example',
    profile_image_hash: null,
    is_careportEmployee: false,
  },
};

describe('the profile answer (spec 2 §7)', () => {
  it('reads the caregiver from the snake_case answer', () => {
    expect(readMeReply(ANSWER)).toEqual({
      caregiverId: 'c-1',
      firstName: 'Anna',
      lastName: 'Becker',
      email: 'anna@careport.example',
      profileImageHash: null,
      isCareportEmployee: false,
    });
  });

  it('takes a missing e-mail and picture as none', () => {
    const { email: _email, profile_image_hash: _hash, ...data } = ANSWER.data;
    expect(readMeReply({ data })).toMatchObject({ email: null, profileImageHash: null });
  });

  it.each([
    ['no data', {}],
    ['an array', []],
    ['a missing name', { data: { ...ANSWER.data, name: undefined } }],
    ['a number as id', { data: { ...ANSWER.data, caregiver_id: 7 } }],
    ['a number as e-mail', { data: { ...ANSWER.data, email: 3 } }],
    ['a string as the employee flag', { data: { ...ANSWER.data, is_careportEmployee: 'no' } }],
  ])('refuses an answer with %s', (_case, reply) => {
    expect(() => readMeReply(reply)).toThrow(/another shape/);
  });
});
