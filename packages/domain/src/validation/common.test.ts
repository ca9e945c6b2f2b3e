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

  // Issue 42: a lone UTF-16 half (JSON's "\ud800") was stored silently as U+FFFD.
  it.each([
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
    ['a high surrogate at the end', 'Jörg\ud83d'],
    ['two high surrogates', '\ud83d\ud83d\udc75'],
    ['a pair the wrong way round', '\udc75\ud83d'],
  ])('refuses %s everywhere', (_name, value) => {
    expect(isCleanText(value, { multiLine: true })).toBe(false);
    expect(messageOf(cleanText().safeParse(value))).toBe(VALIDATION_INVALID_CHARACTERS);
    expect(messageOf(freeText().safeParse(value))).toBe(VALIDATION_INVALID_CHARACTERS);
  });

  it('takes surrogate pairs (emoji, rare CJK)', () => {
    for (const value of ['\ud83d\udc75', '👵🏻 Oma', '𠀀']) expect(isCleanText(value)).toBe(true);
  });

  it('holds in the schemas built on it, e.g. the reset e-mail', () => {
    const result = requestPasswordResetSchema.safeParse({ email: 'anna@careport.example\u0000' });
    expect(messageOf(result)).toBe(VALIDATION_INVALID_CHARACTERS);
  });
});
