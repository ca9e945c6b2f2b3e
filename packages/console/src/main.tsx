import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './lib/touch-targets.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createHttpClient } from './lib/http-client';
import { loadStartLocale } from './lib/i18n';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

// Same origin as the API (the server serves the console under /console).
const api = createHttpClient();
// Should the English chunk fail to load, the console starts in German (the fallback language).
void loadStartLocale()
  .catch((error: unknown) => console.error(error))
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App api={api} />
      </StrictMode>,
    ),
  );
