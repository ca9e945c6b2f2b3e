import type { FeedbackSettings } from '@careport/domain';
import { DEFAULT_FEEDBACK_SETTINGS, FEEDBACK_FREQUENCIES } from '@careport/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';

// spec 1 §3 Feedback: local per-contract settings (bookingCount, frequency, disabled), kept on
// this device. spec 1 §9: store persistence is debounced 500 ms.
export const FEEDBACK_SETTINGS_STORAGE_KEY = 'careport:caregiver:feedback-settings';
export const PERSIST_DEBOUNCE_MS = 500;

const storedSchema = z.record(
  z.string(),
  z.object({
    bookingCount: z.number().int().min(0),
    frequency: z.union(FEEDBACK_FREQUENCIES.map((value) => z.literal(value))),
    disabled: z.boolean(),
  }),
);

type SettingsByContract = Record<string, FeedbackSettings>;

function readStored(): SettingsByContract {
  try {
    const raw = window.localStorage.getItem(FEEDBACK_SETTINGS_STORAGE_KEY);
    if (raw === null) return {};
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    // Unreadable or unavailable storage: start afresh rather than fail the screen.
    return {};
  }
}

export type FeedbackSettingsStore = {
  get: (contractId: string) => FeedbackSettings;
  update: (contractId: string, change: (settings: FeedbackSettings) => FeedbackSettings) => void;
  subscribe: (listener: () => void) => () => void;
  /** Writes a pending change now (tests, page hide). */
  flush: () => void;
  /** Forgets what is in memory and reads the stored settings again (tests). */
  reload: () => void;
};

export function createFeedbackSettingsStore(): FeedbackSettingsStore {
  let state: SettingsByContract | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  const current = () => (state ??= readStored());
  const write = () => {
    timer = null;
    try {
      window.localStorage.setItem(FEEDBACK_SETTINGS_STORAGE_KEY, JSON.stringify(current()));
    } catch {
      // Storage full or unavailable: the settings hold until the page is reloaded.
    }
  };

  return {
    get: (contractId) => current()[contractId] ?? DEFAULT_FEEDBACK_SETTINGS,
    update: (contractId, change) => {
      const all = current();
      state = { ...all, [contractId]: change(all[contractId] ?? DEFAULT_FEEDBACK_SETTINGS) };
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(write, PERSIST_DEBOUNCE_MS);
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: () => {
      if (timer === null) return;
      clearTimeout(timer);
      write();
    },
    reload: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      state = null;
      for (const listener of listeners) listener();
    },
  };
}

/** The app's one store; a pending write is not lost when the page is closed. */
export const feedbackSettingsStore = createFeedbackSettingsStore();
window.addEventListener('pagehide', () => feedbackSettingsStore.flush());

/** One contract's settings, re-rendering when they change. */
export function useFeedbackSettings(
  contractId: string,
  store: FeedbackSettingsStore = feedbackSettingsStore,
): FeedbackSettings {
  const getSnapshot = useCallback(() => store.get(contractId), [store, contractId]);
  return useSyncExternalStore(store.subscribe, getSnapshot);
}
