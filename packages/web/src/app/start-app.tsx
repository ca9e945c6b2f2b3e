import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppRouter } from './app';
import { nextTask } from '../lib/next-task';
import { makeZodJitless } from '../lib/zod-jitless';
import { App, createAppRouter, routerReady } from './app';
import { registerServiceWorkerLater } from './register-service-worker';
import { linkWebManifest } from './web-manifest';

makeZodJitless();

function render(container: HTMLElement, router: AppRouter | undefined): void {
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // As a transition React renders the app in short slices, so a slow phone's main thread is never
  // held by one long task: over a rendered screen nobody waits for this render, and without one
  // the page is blank until the first commit either way (issue 16, TBT).
  startTransition(() => root.render(app));
}

/**
 * Renders the app into `container` (main.tsx has loaded the language). Over a screen the server
 * rendered, the router is made first, in a task of its own (matching the routes takes ~75 ms on a
 * slow phone), and the render waits for the screen's lazy chunks.
 */
export async function startApp(container: HTMLElement, hasRenderedScreen: boolean): Promise<void> {
  let router: AppRouter | undefined;
  if (hasRenderedScreen) {
    await nextTask();
    router = createAppRouter();
    await routerReady(router);
  }
  render(container, router);
  void registerServiceWorkerLater(async () => {
    // The development server serves no manifest; the built app's page leaves it to this moment.
    if (import.meta.env.PROD) linkWebManifest();
    const { registerSW } = await import('virtual:pwa-register');
    registerSW({ immediate: true });
  });
}
