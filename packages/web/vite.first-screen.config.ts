import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig } from 'vite';
import { MANTINE_USE_ID_ALIAS } from './mantine-use-id-alias';

// Issue 16: the logged-out screens rendered to HTML by the server (src/first-screen). One
// self-contained file for Node: every dependency bundled in (`noExternal`), so the server needs
// nothing of the web package's node_modules at run time; CSS imports only give class names here
// (the browser gets the CSS from the app's build).
export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ['source', ...defaultServerConditions],
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
    alias: [MANTINE_USE_ID_ALIAS],
  },
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: {
    ssr: 'src/first-screen/render-first-screen.tsx',
    // Inside the app's build, so one folder is the whole web build; a dot folder, which the
    // server never serves and the service worker never precaches (vite.config.ts globPatterns).
    outDir: 'dist/.first-screen',
    emptyOutDir: true,
    copyPublicDir: false,
    minify: true,
  },
});
