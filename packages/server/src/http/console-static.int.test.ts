import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { CONSOLE_BUILD_HINT } from './static-app.js';

// Issue 40: the staff console under /console on the API's origin, beside the caregiver app.
const CONSOLE_HTML = '<!doctype html><title>Careport Konsole</title>';
const WEB_HTML = '<!doctype html><title>Careport</title>';

let t: TestApp;
let withoutBuild: TestApp;
beforeAll(async () => {
  const web = await mkdtemp(path.join(tmpdir(), 'careport-web-'));
  await writeFile(path.join(web, 'index.html'), WEB_HTML);
  const consoleDist = await mkdtemp(path.join(tmpdir(), 'careport-console-'));
  await mkdir(path.join(consoleDist, 'assets'));
  await writeFile(path.join(consoleDist, 'index.html'), CONSOLE_HTML);
  await writeFile(path.join(consoleDist, 'assets', 'index-Kx9.js'), 'console.log("console")');
  t = await createTestApp({ webDistDir: web, consoleDistDir: consoleDist });
  withoutBuild = await createTestApp({ webDistDir: web });
});
afterAll(async () => {
  await t?.close();
  await withoutBuild?.close();
});

const get = (app: TestApp, url: string, accept = 'text/html') =>
  app.request({ method: 'GET', url, headers: { accept } });

describe('the staff console on the API origin', () => {
  it('answers its index.html for /console and every console route (SPA fallback)', async () => {
    for (const url of [
      '/console',
      '/console/',
      '/console/planning',
      '/console/caregivers/123?query=a',
      '/console/invitation/abc',
    ]) {
      const response = await get(t, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(CONSOLE_HTML);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      // The same security headers as every page (scripts only from the origin).
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves its hashed assets for a year, and a missing one as a JSON 404', async () => {
    const asset = await get(t, '/console/assets/index-Kx9.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get(t, '/console/assets/missing.js', '*/*');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 404, errorCode: 'NOT_FOUND' });
  });

  it('leaves the caregiver app’s pages and fallback as they were', async () => {
    for (const url of ['/', '/login', '/bookings', '/consoles', '/consolex/a']) {
      const response = await get(t, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Careport</title>');
      expect(response.body, url).not.toContain('Konsole');
    }
  });

  it('never answers the console’s page for the API paths it calls', async () => {
    for (const url of ['/staff-invitations/unknown', '/ops/unknown', '/auth/unknown']) {
      const response = await get(t, url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain('<title>');
    }
  });

  it('answers a short hint while the console is not built', async () => {
    const response = await get(withoutBuild, '/console/planning');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(CONSOLE_BUILD_HINT);
    expect((await get(withoutBuild, '/login')).body).toContain('<title>Careport</title>');
  });
});
