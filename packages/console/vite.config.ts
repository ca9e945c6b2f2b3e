import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The server's paths the console calls: proxied in development (the server serves both on one
// origin in production, packages/server/src/http/static-app.ts).
const API_PATHS = ['/auth', '/ops', '/staff-invitations'];
const apiTarget = process.env.CAREPORT_API ?? 'http://localhost:3000';

export default defineConfig({
  // Served by the server under /console (docs/decisions/0092-console-served-under-console.md).
  base: '/console/',
  plugins: [react()],
  resolve: {
    // @careport/domain resolves to its TypeScript sources, as in packages/web.
    conditions: ['source', ...defaultClientConditions],
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  server: {
    port: 5174,
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: apiTarget }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change rarely: their own chunk stays cached across updates.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
