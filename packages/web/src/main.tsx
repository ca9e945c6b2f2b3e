import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './lib/touch-targets.css';
import './lib/fixed-bars.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { config as configureZod } from 'zod/mini';
import type { AppRouter } from './app/app';
import { App, createAppRouter, routerReady } from './app/app';
import { currentLocale, loadCatalogue } from './lib/i18n';

// zod compiles object parsers with `new Function` unless told not to; our Content-Security-Policy
// has no 'unsafe-eval', and even its caught probe is reported as a violation (issue 15 §15).
configureZod({ jitless: true });

// The installable, offline-capable app shell; a new version replaces the old one by itself.
registerSW({ immediate: true });

function findRoot(): HTMLElement {
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root');
  return root;
}

const container = findRoot();

/**
 * A rendered copy can be scrolled before the app takes it over (the diary is longer than a
 * screen); the app's first render would open the page at its top again. The position the
 * caregiver scrolled to is put back right after the swap, before anything is painted.
 */
function keepScrollOfCopy(root: HTMLElement): void {
  let scrolled = window.scrollY;
  const onScroll = () => {
    scrolled = window.scrollY;
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  const observer = new MutationObserver(() => {
    if (root.querySelector(':scope > [inert]') !== null) return;
    observer.disconnect();
    window.removeEventListener('scroll', onScroll);
    if (scrolled > 0) window.scrollTo(0, scrolled);
  });
  observer.observe(root, { childList: true });
}

function render(router: AppRouter | undefined): void {
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

// The first screen already speaks the stored language, so its catalogue comes before it. Should
// the chunk fail to load, the app still starts (the start-up screens then show their keys) and
// the next visit tries again.
const catalogue = loadCatalogue(currentLocale()).catch((error: unknown) => console.error(error));

// Issue 16: the server may have put the screen's HTML into #root (packages/web/src/first-screen).
// React's first render replaces it, so that render waits for the screen's lazy chunks too: the
// same screen then takes its place in one frame, never the loader or a blank page in between.
// The router is made once the catalogue is in, in a later task: matching the routes takes ~75 ms
// on a slow phone, which would otherwise lengthen the one long task of evaluating the modules.
const hasRenderedScreen = container.hasChildNodes();
if (hasRenderedScreen) keepScrollOfCopy(container);
void catalogue.then(async () => {
  const router = hasRenderedScreen ? createAppRouter() : undefined;
  if (router) await routerReady(router);
  render(router);
});
