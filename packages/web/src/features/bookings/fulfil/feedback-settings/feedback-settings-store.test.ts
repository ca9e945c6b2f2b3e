import {
  countFeedbackBooking,
  disableFeedback,
  isContinuationPromptShown,
  isFeedbackSurveyShown,
} from '@careport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFeedbackSettingsStore,
  FEEDBACK_SETTINGS_STORAGE_KEY,
  PERSIST_DEBOUNCE_MS,
} from './feedback-settings-store';

const stored = () =>
  JSON.parse(window.localStorage.getItem(FEEDBACK_SETTINGS_STORAGE_KEY) ?? 'null') as unknown;

describe('feedback settings per contract (spec 1 §3, §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at count 0, frequency 1, enabled, and counts each documented booking', () => {
    const store = createFeedbackSettingsStore();
    expect(store.get('contract-a')).toEqual({ bookingCount: 0, frequency: 1, disabled: false });
    store.update('contract-a', countFeedbackBooking);
    store.update('contract-a', countFeedbackBooking);
    expect(store.get('contract-a').bookingCount).toBe(2);
    expect(store.get('contract-b').bookingCount).toBe(0);
  });

  it('persists debounced by 500 ms, one write for a burst of changes', () => {
    const store = createFeedbackSettingsStore();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    store.update('contract-a', countFeedbackBooking);
    vi.advanceTimersByTime(PERSIST_DEBOUNCE_MS - 1);
    store.update('contract-a', countFeedbackBooking);
    vi.advanceTimersByTime(PERSIST_DEBOUNCE_MS - 1);
    expect(stored()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(stored()).toEqual({ 'contract-a': { bookingCount: 2, frequency: 1, disabled: false } });
    expect(setItem).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
  });

  it('is read back by a later visit, and a permanent "never" stays', () => {
    const first = createFeedbackSettingsStore();
    first.update('contract-a', (settings) => disableFeedback(countFeedbackBooking(settings)));
    first.flush();
    const later = createFeedbackSettingsStore();
    expect(later.get('contract-a')).toEqual({ bookingCount: 1, frequency: 1, disabled: true });
    expect(isFeedbackSurveyShown(later.get('contract-a'))).toBe(false);
  });

  it('ignores unreadable stored data', () => {
    window.localStorage.setItem(FEEDBACK_SETTINGS_STORAGE_KEY, '{"contract-a": {"frequency": 7}');
    expect(createFeedbackSettingsStore().get('contract-a').bookingCount).toBe(0);
  });

  it('shows the survey and the continuation prompt as the domain says', () => {
    const store = createFeedbackSettingsStore();
    const shown: boolean[] = [];
    const prompts: boolean[] = [];
    store.update('c', (settings) => ({ ...settings, frequency: 3 }));
    for (let booking = 1; booking <= 7; booking += 1) {
      store.update('c', countFeedbackBooking);
      shown.push(isFeedbackSurveyShown(store.get('c')));
      prompts.push(isContinuationPromptShown(store.get('c')));
    }
    expect(shown).toEqual([true, true, true, false, false, true, false]);
    expect(prompts).toEqual([false, false, true, false, false, true, false]);
  });
});
