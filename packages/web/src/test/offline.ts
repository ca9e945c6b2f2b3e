import { act, within } from '@testing-library/react';
import { expect, vi } from 'vitest';

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

/**
 * The button `name` (within `scope`, e.g. a dialog; the screen by default) is enabled with no
 * reason shown; once the connection drops it is disabled, described by the reason, and the reason
 * shows once. Answers the button.
 */
export function expectDisabledOffline(
  name: string | RegExp,
  scope: HTMLElement = document.body,
): HTMLElement {
  const inScope = within(scope);
  expect(inScope.getByRole('button', { name })).toBeEnabled();
  expect(inScope.queryByText(OFFLINE_REASON)).not.toBeInTheDocument();
  goOffline();
  const button = inScope.getByRole('button', { name });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription(OFFLINE_REASON);
  expect(inScope.getAllByText(OFFLINE_REASON)).toHaveLength(1);
  return button;
}
