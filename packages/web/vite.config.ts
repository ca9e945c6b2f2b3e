import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defaultClientConditions,
  defineConfig,
  type Plugin,
  type Rolldown,
  type UserConfig,
} from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { COMPILE_ALL_ON_LOAD, firstScreenGroup, isCompiledOnLoad } from './first-screen-chunks';
import { MANTINE_USE_ID_ALIAS } from './mantine-use-id-alias';
import { WEB_MANIFEST_FILE } from './src/app/web-manifest';

// The server's own paths: proxied in development, never answered by the service worker's
// app-shell fallback.
// '/calendar': issue 14's iCalendar feed, which calendar apps (and a browser) open by URL.
const API_PATHS = ['/auth', '/caregiver-app', '/definition', '/graphql', '/healthz', '/calendar'];
const apiTarget = process.env.CAREPORT_API ?? 'http://localhost:3000';

// React, React DOM and React Router change rarely and every screen needs them: their own
// chunk stays cached across app updates. Mantine is deliberately not a group: a group
// gathers every component used anywhere into one chunk the entry imports, so /login
// would load the diary's and the signature flow's components too (issue 5 §3). Each
// component rides in the chunks of the screens that use it; the first screens' are gathered
// by the screens that load them (first-screen-chunks.ts).
const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
    priority: 2,
  },
  {
    // What the entry loads statically anyway, in one chunk with it rather than a
    // dozen small ones it shares with the screens: gzip does better on one file
    // (−4 KB on a first visit) and nothing more is loaded (issue 5 §3).
    name: 'index',
    tags: ['$initial'],
    priority: 1,
  },
];

const RESOLVE: UserConfig['resolve'] = {
  // @careport/domain resolves to its TypeScript sources.
  conditions: ['source', ...defaultClientConditions],
  dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  alias: [MANTINE_USE_ID_ALIAS],
};

/** The build options, with `groups` as the chunk groups (the in-memory build uses them too). */
function appBuild(groups: Rolldown.CodeSplittingGroup[]): UserConfig['build'] {
  return {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Groups leave a module's dependencies to the bundler's own chunking: the first
        // screens' groups would otherwise take in the start's modules as well.
        codeSplitting: { includeDependenciesRecursively: false, groups },
      },
    },
  };
}

/**
 * Puts the compile hint (first-screen-chunks.ts) on the first screens' chunks. It must be a
 * file's first line: this runs after minification and after Vite's preload helper has put its
 * list of dependencies at the top of a chunk with lazy imports.
 */
const COMPILE_HINTS: Plugin = {
  name: 'compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && isCompiledOnLoad(file)) {
          file.code = `${COMPILE_ALL_ON_LOAD}\n${file.code}`;
        }
      }
    },
  },
};

/**
 * Takes the PWA plugin's manifest link out of the page: the app names the manifest itself once it
 * has started (src/app/web-manifest.ts). Runs after the PWA plugin, which adds the link.
 */
const MANIFEST_AFTER_START: Plugin = {
  name: 'manifest-after-start',
  apply: 'build',
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const link = new RegExp(`<link rel="manifest" href="/${WEB_MANIFEST_FILE}"[^>]*>`);
      if (!link.test(html)) throw new Error('manifest-after-start: the PWA plugin added no link');
      return html.replace(link, '');
    },
  },
};

/** Stands in for the PWA plugin's module in the in-memory build that reads the chunks. */
const PWA_REGISTER_STAND_IN: Plugin = {
  name: 'pwa-register-stand-in',
  resolveId: (id) => (id === 'virtual:pwa-register' ? '\0pwa-register' : null),
  load: (id) => (id === '\0pwa-register' ? 'export function registerSW() {}' : null),
};

export default defineConfig(async ({ command }) => {
  // The first screens' modules, gathered by the screens that load them (first-screen-chunks.ts),
  // as a build with only the groups above cuts them. The dev server serves modules unbundled.
  const firstScreen =
    command === 'build'
      ? [
          await firstScreenGroup({
            root: path.dirname(fileURLToPath(import.meta.url)),
            plugins: [react(), PWA_REGISTER_STAND_IN],
            resolve: RESOLVE,
            build: appBuild(CHUNK_GROUPS),
          }),
        ]
      : [];
  return {
    plugins: [
      react(),
      COMPILE_HINTS,
      VitePWA({
        registerType: 'autoUpdate',
        // The app registers the service worker itself (app/register-service-worker.ts).
        injectRegister: false,
        manifestFilename: WEB_MANIFEST_FILE,
        includeAssets: ['favicon.svg', 'icon.svg', 'icon-maskable.svg'],
        manifest: {
          // A stable identity: the installed app stays the same app if start_url ever changes.
          id: '/',
          name: 'Careport',
          short_name: 'Careport',
          description: 'Das Portal für Betreuungskräfte',
          lang: 'de',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          // The primary colour of the theme (src/lib/theme.ts, amber 5).
          theme_color: '#f59e0b',
          background_color: '#ffffff',
          icons: [
            { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
            { src: '/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: '/icon-maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
          // The richer install dialog (Chromium shows screenshots of both form factors).
          screenshots: [
            {
              src: '/screenshots/calendar-phone.png',
              sizes: '375x812',
              type: 'image/png',
              form_factor: 'narrow',
              label: 'Der Kalender mit den Terminen der Woche',
            },
            {
              src: '/screenshots/calendar-desktop.png',
              sizes: '1280x800',
              type: 'image/png',
              form_factor: 'wide',
              label: 'Der Kalender am großen Bildschirm',
            },
          ],
          // A long press on the installed icon: the two places a caregiver opens most.
          shortcuts: [
            {
              name: 'Kalender',
              url: '/bookings',
              icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
            },
            {
              name: 'Kunden',
              url: '/customers',
              icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
            },
          ],
        },
        workbox: {
          // The push and notificationclick handlers (public/push-sw.js, issue 13), and the
          // runtime configuration cached at install (public/app-config-sw.js, issue 41).
          importScripts: ['push-sw.js', 'app-config-sw.js'],
          // The first visit's page is controlled as soon as the worker is active, so what it
          // asks for afterwards is cached too and the next start works offline (issue 41).
          clientsClaim: true,
          // pdf: the first-call guide and help documents (public/docs), so they open offline too.
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,pdf}'],
          // pdf.js (400 KB) loads only with the PDF reader: not part of every installation.
          // The install dialog's screenshots are fetched by the browser when it shows them.
          globIgnores: ['**/assets/pdf-[A-Za-z0-9_-]*.js', 'screenshots/**'],
          navigateFallback: 'index.html',
          navigateFallbackDenylist: [
            ...API_PATHS.map((path) => new RegExp(`^${path}(/|$)`)),
            /^\/app-config\.json$/,
            // Issue 41: the REST description and its reference page are the server's, not the app's.
            /^\/openapi\.json$/,
            /^\/api-docs(\/|$)/,
            // Issue 40: the staff console is its own app on this origin, never the caregivers' page.
            /^\/console(\/|$)/,
            /^\/staff-invitations(\/|$)/,
            // Documents shipped with the app open as themselves, never as the app's page.
            /^\/docs\//,
          ],
          runtimeCaching: [
            {
              // The runtime configuration, asked for when the page came from this service worker
              // (no embedded copy): the last one seen at once, refreshed behind it for the next
              // start. Network-first waited up to its 5 s timeout on every start with weak
              // reception, where the app is used most
              // (docs/decisions/0008-runtime-configuration-from-the-server.md).
              urlPattern: ({ url }) => url.pathname === '/app-config.json',
              handler: 'StaleWhileRevalidate',
              options: { cacheName: 'careport-app-config' },
            },
          ],
        },
      }),
      MANIFEST_AFTER_START,
    ],
    resolve: RESOLVE,
    server: {
      proxy: Object.fromEntries(
        [...API_PATHS, '/app-config.json'].map((path) => [path, { target: apiTarget }]),
      ),
    },
    build: appBuild([...CHUNK_GROUPS, ...firstScreen]),
  };
});
