import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, loadLocale } from '../lib/i18n';
// Loaded before any test fakes the clock: the domain's Berlin times use @date-fns/tz, whose TZDate
// extends the `Date` of the moment its module loads, and the files share modules (isolate: false).
// First loaded under a test's fake timers, it extended the fake Date and every later file's Berlin
// times came out in UTC.
import '@careport/domain/format';

// jsdom has no layout: Mantine asks for matchMedia and ResizeObserver (as packages/web's setup).
// Narrow by default: the phone layout (a day list) unless a test says otherwise.
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

// The machine is shared with other suites: lazy chunks may take a while.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  await loadLocale('en');
});

beforeEach(async () => {
  await i18n.changeLanguage('de');
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  notifications.clean();
});
