import { describe, expect, it } from 'vitest';
import {
  freeText,
  isCleanText,
  requestPasswordResetSchema,
  requiredText,
  cleanText,
  VALIDATION_INVALID_CHARACTERS,
} from '../index.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('cleanText() refuses control characters (issue 15 #10)', () => {
  it.each([
    ['NUL', '\u0000'],
    ['BEL', 'a\u0007'],
    ['ESC', '\u001b[31m'],
    ['DEL', 'x\u007f'],
    ['C1 NEL', '\u0085'],
    ['vertical tab', 'a\u000bb'],
  ])('refuses %s everywhere', (_name, value) => {
    expect(isCleanText(value)).toBe(false);
    expect(isCleanText(value, { multiLine: true })).toBe(false);
    expect(messageOf(cleanText().safeParse(value))).toBe(VALIDATION_INVALID_CHARACTERS);
    expect(messageOf(requiredText().safeParse(`ok${value}`))).toBe(VALIDATION_INVALID_CHARACTERS);
    expect(messageOf(freeText().safeParse(value))).toBe(VALIDATION_INVALID_CHARACTERS);
  });

  it.each([
    ['line feed', 'a\nb'],
    ['CR LF', 'a\r\nb'],
    ['tab', 'a\tb'],
    ['line separator', 'a\u2028b'],
  ])('takes %s only in multi-line text', (_name, value) => {
    expect(messageOf(requiredText().safeParse(value))).toBe(VALIDATION_INVALID_CHARACTERS);
    expect(freeText().safeParse(value).success).toBe(true);
  });

  it('takes ordinary text in any script, with emoji and non-breaking spaces', () => {
    for (const value of ['Jörg Weiß', 'Ağrı', 'Łódź 👵🏻', 'a\u00a0b', '€ 12,50']) {
      expect(requiredText().safeParse(value).success).toBe(true);
    }
  });

  it('holds in the schemas built on it, e.g. the reset e-mail', () => {
    const result = requestPasswordResetSchema.safeParse({ email: 'anna@careport.example\u0000' });
    expect(messageOf(result)).toBe(VALIDATION_INVALID_CHARACTERS);
  });
});
