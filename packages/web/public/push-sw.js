/* Careport's Web Push handlers, imported by the generated service worker (vite.config.ts,
 * workbox.importScripts). Plain JavaScript: it runs as it is, outside the app's bundle.
 * The paths mirror notificationPath in packages/domain/src/push/notification.ts (a test checks). */

/** The app's page for a notification type, or undefined for a type this version does not know. */
function careportNotificationPath(type, id) {
  if (typeof id !== 'string' || id === '') return undefined;
  var safeId = encodeURIComponent(id);
  switch (type) {
    case 'new_proposal':
      return '/customers/proposals/' + safeId;
    case 'contract_was_created':
      return '/customers/' + safeId;
    case 'document_booking':
    case 'booking_planned':
      return '/bookings/' + safeId;
    case 'booking_cancelled':
      return '/bookings';
    default:
      return undefined;
  }
}

self.careportNotificationPath = careportNotificationPath;

self.addEventListener('push', function (event) {
  var data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (error) {
    console.warn('Careport push: not JSON', error);
    return;
  }
  if (careportNotificationPath(data.type, data.id) === undefined) {
    // spec 2 §2: an unknown type is only logged.
    console.warn('Careport push: unknown notification type', data.type);
    return;
  }
  // Issue 39: open windows of the app refresh what they show (components/push/push-refresh.tsx).
  if (typeof BroadcastChannel !== 'undefined') {
    var channel = new BroadcastChannel('careport-push');
    channel.postMessage({ type: data.type, id: data.id });
    channel.close();
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Careport', {
      body: data.body || '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      tag: data.type + ':' + data.id,
      data: { type: data.type, id: data.id },
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var data = event.notification.data || {};
  var path = careportNotificationPath(data.type, data.id);
  if (path === undefined) {
    console.warn('Careport push: unknown notification type', data.type);
    return;
  }
  var target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      // Focus an open window of the app and take it to the page; otherwise open one there.
      for (var i = 0; i < windows.length; i += 1) {
        var client = windows[i];
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          return client.focus().then(function (focused) {
            return focused && 'navigate' in focused ? focused.navigate(target) : focused;
          });
        }
      }
      return self.clients.openWindow(target);
    }),
  );
});
