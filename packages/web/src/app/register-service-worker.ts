/**
 * How long after the app's start the service worker is registered. Its install downloads the
 * whole app for offline use (~200 files); started with the app, it competed with the first
 * screen for the connection, the server and the phone's cores (issue 16).
 */
export const SERVICE_WORKER_DELAY_MS = 3_000;
/** The longest an idle moment is waited for after the delay. */
const IDLE_TIMEOUT_MS = 2_000;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) {
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      setTimeout(resolve, 0);
    }
  });
}

/**
 * Makes the app installable and offline-capable once the start has settled: a while after the
 * first render began, in an idle moment, `register` names the web manifest and registers the
 * service worker. A new version then replaces the old one by itself.
 */
export async function registerServiceWorkerLater(register: () => Promise<void>): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, SERVICE_WORKER_DELAY_MS));
  await whenIdle();
  await register();
}
