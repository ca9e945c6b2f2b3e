/** spec 1 §3, spec 2 §3: feedback frequency always (1) or every third booking (3). */
export const FEEDBACK_FREQUENCIES = [1, 3] as const;
export type FeedbackFrequency = (typeof FEEDBACK_FREQUENCIES)[number];

/** Local per-contract settings (spec 1 §3 Feedback, spec 2 §3). */
export type FeedbackSettings = {
  bookingCount: number;
  frequency: FeedbackFrequency;
  disabled: boolean;
};

export const DEFAULT_FEEDBACK_SETTINGS: FeedbackSettings = {
  bookingCount: 0,
  frequency: 1,
  disabled: false,
};

/** spec 1 §4, spec 2 §4: shown when not disabled and (count <= 3 or count divisible by frequency). */
export function isFeedbackSurveyShown(settings: FeedbackSettings): boolean {
  return (
    !settings.disabled &&
    (settings.bookingCount <= 3 || settings.bookingCount % settings.frequency === 0)
  );
}

/** spec 1 §4, spec 2 §4: the continuation prompt shows when count >= 3 and divisible by 3. */
export function isContinuationPromptShown(settings: FeedbackSettings): boolean {
  return !settings.disabled && settings.bookingCount >= 3 && settings.bookingCount % 3 === 0;
}

/** spec 1 §4: the counter increments per booking. */
export function countFeedbackBooking(settings: FeedbackSettings): FeedbackSettings {
  return { ...settings, bookingCount: settings.bookingCount + 1 };
}

/** spec 1 §4: the survey can be permanently disabled ('never'). */
export function disableFeedback(settings: FeedbackSettings): FeedbackSettings {
  return { ...settings, disabled: true };
}

/** spec 1 §3 Feedback frequency: always (1), every third booking (3), never (disabled). */
export type FeedbackFrequencyChoice = 'ALWAYS' | 'EVERY_THIRD_BOOKING' | 'NEVER';

export function chooseFeedbackFrequency(
  settings: FeedbackSettings,
  choice: FeedbackFrequencyChoice,
): FeedbackSettings {
  switch (choice) {
    case 'ALWAYS':
      return { ...settings, frequency: 1, disabled: false };
    case 'EVERY_THIRD_BOOKING':
      return { ...settings, frequency: 3, disabled: false };
    case 'NEVER':
      return disableFeedback(settings);
  }
}
