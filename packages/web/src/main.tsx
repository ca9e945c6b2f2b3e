import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { App } from './app/app';
import { currentLocale, loadCatalogue } from './lib/i18n';

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
