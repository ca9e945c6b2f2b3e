import { describe, expect, it } from 'vitest';
import {
  chooseFeedbackFrequency,
  countFeedbackBooking,
  DEFAULT_FEEDBACK_SETTINGS,
  disableFeedback,
  isContinuationPromptShown,
  isFeedbackSurveyShown,
  type FeedbackFrequency,
} from './feedback-settings.js';

describe('spec 1 §4, spec 2 §4 feedback survey', () => {
  it.each<[number, FeedbackFrequency, boolean, boolean, boolean]>([
    [1, 3, false, true, false],
    [2, 3, false, true, false],
    [3, 3, false, true, true],
    [4, 3, false, false, false],
    [5, 3, false, false, false],
    [6, 3, false, true, true],
    [7, 3, false, false, false],
    [4, 1, false, true, false],
    [5, 1, false, true, false],
    [6, 1, false, true, true],
    [1, 1, true, false, false],
    [3, 3, true, false, false],
    [6, 1, true, false, false],
  ])(
    'count %i, frequency %i, disabled %s → survey %s, continuation prompt %s',
    (bookingCount, frequency, disabled, shown, prompt) => {
      const settings = { bookingCount, frequency, disabled };
      expect(isFeedbackSurveyShown(settings)).toBe(shown);
      expect(isContinuationPromptShown(settings)).toBe(prompt);
    },
  );

  it('the counter rises per booking; it can be disabled for good', () => {
    const counted = countFeedbackBooking(countFeedbackBooking(DEFAULT_FEEDBACK_SETTINGS));
    expect(counted.bookingCount).toBe(2);
    expect(disableFeedback(counted)).toEqual({ ...counted, disabled: true });
  });

  it.each([
    ['ALWAYS', { frequency: 1, disabled: false }],
    ['EVERY_THIRD_BOOKING', { frequency: 3, disabled: false }],
    ['NEVER', { frequency: 1, disabled: true }],
  ] as const)('spec 1 §3: frequency %s → %o', (choice, expected) => {
    expect(chooseFeedbackFrequency(DEFAULT_FEEDBACK_SETTINGS, choice)).toEqual({
      bookingCount: 0,
      ...expected,
    });
  });
});
