import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './lib/touch-targets.css';
import './lib/fixed-bars.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { config as configureZod } from 'zod/mini';
import { App } from './app/app';
import { currentLocale, loadCatalogue } from './lib/i18n';

// zod compiles object parsers with `new Function` unless told not to; our Content-Security-Policy
// has no 'unsafe-eval', and even its caught probe is reported as a violation (issue 15 §15).
configureZod({ jitless: true });

// The installable, offline-capable app shell; a new version replaces the old one by itself.
registerSW({ immediate: true });

function render(): void {
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The first screen already speaks the stored language, so its catalogue comes before it. Should
// the chunk fail to load, the app still starts (the start-up screens then show their keys) and
// the next visit tries again.
loadCatalogue(currentLocale()).then(render, (error: unknown) => {
  console.error(error);
  render();
});
