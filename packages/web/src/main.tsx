import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './lib/touch-targets.css';
import './lib/fixed-bars.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { config as configureZod } from 'zod/mini';
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

// Issue 16: the server may have put the screen's HTML into #root (packages/web/src/first-screen).
// React's first render replaces it, so that render waits for the screen's lazy chunks too: the
// same screen then takes its place in one frame, never the loader or a blank page in between.
const router = container.hasChildNodes() ? createAppRouter() : undefined;

function render(): void {
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Over a rendered screen nobody waits for this render: as a transition React does it in short
  // slices, so a tap or a keystroke on a slow phone is not held up by one long task.
  if (router) startTransition(() => root.render(app));
  else root.render(app);
}

// The first screen already speaks the stored language, so its catalogue comes before it. Should
// the chunk fail to load, the app still starts (the start-up screens then show their keys) and
// the next visit tries again.
Promise.all([loadCatalogue(currentLocale()), router && routerReady(router)]).then(
  render,
  (error: unknown) => {
    console.error(error);
    render();
  },
);
