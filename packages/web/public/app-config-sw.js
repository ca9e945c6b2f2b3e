/* Careport: the first start offline (issue 41), imported by the generated service worker
 * (vite.config.ts, workbox.importScripts). The app's page embeds its runtime configuration, so a
 * first visit never asks for /app-config.json, and the worker's copy of it (runtimeCaching,
 * cache 'careport-app-config') stayed empty until a second start online: a first start offline
 * had no configuration and stopped with 'Careport konnte nicht starten'. The install fills it;
 * the app's later starts refresh it behind the cached answer, as before. */
var CAREPORT_APP_CONFIG_CACHE = 'careport-app-config';

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches
      .open(CAREPORT_APP_CONFIG_CACHE)
      .then(function (cache) {
        return cache.add(new Request('/app-config.json', { cache: 'no-store' }));
      })
      .catch(function (error) {
        // Offline at install: the next online start caches it, as before.
        console.warn('Careport: /app-config.json not cached at install', error);
      }),
  );
});
