import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The browser loses its connection (issue 39): `navigator.onLine` turns false and the `offline`
 * event fires. A test that calls it restores the spy after itself (`vi.restoreAllMocks`).
 */
export function goOffline() {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

/** The copy every action that needs the server is described by, offline. */
export const OFFLINE_REASON = 'Offline nicht verfügbar – dafür braucht es eine Verbindung.';
