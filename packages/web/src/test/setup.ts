import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetRemindersPutOffThisStart } from '../features/bookings/components/reminder-storage';
import { i18n, loadSignedInTexts } from '../lib/i18n';
import { closeOfflineDb } from '../lib/offline/offline-db';
import { refreshOutbox } from '../lib/offline/outbox';
import { sessionStore } from '../lib/session';

// jsdom has no layout: Mantine asks for matchMedia (responsive hooks, reduced motion) and
// ResizeObserver (floating elements, SegmentedControl). Phones are the default width in tests.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub;
Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', {
  writable: true,
  configurable: true,
  value: () => {},
});
Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: () => {} });
// Nor a FontFaceSet, which Mantine's autosizing textarea listens to for font loads.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// A screen's lazy chunks and queries settle in milliseconds on an idle machine, but CI shares its
// two cores with the server suite and a browser (a run under several times the usual load failed
// at 4 s): wait for them up to half of what a test may run.
configure({ asyncUtilTimeout: 10_000 });

// Both languages' texts up front (tests switch language directly; the app loads them on demand),
// and the notifications every render mounts lazily.
beforeAll(async () => {
  await Promise.all([loadSignedInTexts('de'), loadSignedInTexts('en'), import('../app/overlays')]);
});

beforeEach(async () => {
  // Every test starts signed out and in German, the default language (spec 2 §9).
  await i18n.changeLanguage('de');
  sessionStore.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(async () => {
  cleanup();
  // Mantine keeps its notifications in a module-level store, which outlives a file's tree now
  // that files share a worker's modules (vitest.config.ts).
  notifications.clean();
  forgetRemindersPutOffThisStart();
  // The device's database and the outbox's state too: actions one test left waiting showed as
  // 'waiting to be sent' on the next file's sign-in screen, whichever file ran after it.
  await closeOfflineDb();
  globalThis.indexedDB = new IDBFactory();
  await refreshOutbox();
});
