import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { NOTIFICATION_TYPES, notificationPath } from '@careport/domain';
import { describe, expect, it } from 'vitest';

/** public/push-sw.js runs outside the bundle; its paths must stay the domain's (spec 2 §2). */
function loadServiceWorkerPaths() {
  const source = readFileSync(path.resolve(__dirname, '../../../public/push-sw.js'), 'utf8');
  const self: Record<string, unknown> = { addEventListener: () => undefined };
  runInNewContext(source, { self, console, URL, encodeURIComponent });
  return self.careportNotificationPath as (type: unknown, id: unknown) => string | undefined;
}

describe('the service worker opens the page the domain names for each type', () => {
  const swPath = loadServiceWorkerPaths();
  it.each([...NOTIFICATION_TYPES, 'invoice_ready'])('%s', (type) => {
    for (const id of ['abc', '../x', '']) {
      expect(swPath(type, id)).toBe(notificationPath(type, id));
    }
  });
});
