import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Issue 15 #5: the access log carried reset tokens (`/new-password?token=…`) and download tokens.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await t?.close();
});

describe('secrets in logged URLs (issue 15 #5)', () => {
  it('never writes a token from a URL to the log, in request lines or error messages', async () => {
    const secrets = Array.from({ length: 8 }, () => `s3cret-${crypto.randomUUID()}`);
    const [resetToken, downloadToken, unknownRoute, badUrl, refreshToken, ...pathSecrets] = secrets;
    const [invoiceToken, documentationToken, calendarSecret] = pathSecrets;
    await t.request({
      method: 'GET',
      url: `/new-password?token=${resetToken}&email=anna%40careport.example`,
      headers: { accept: 'text/html' },
    });
    await t.request({
      method: 'GET',
      url: `/caregiver-app/booking/image/download/${downloadToken}`,
    });
    await t.request({ method: 'GET', url: `/api/nothing-here?token=${unknownRoute}` });
    // Fastify's own 400 for a broken URL echoes the URL in its message.
    const broken = await t.request({ method: 'GET', url: `/%E0%A4%A?token=${badUrl}` });
    expect(broken.statusCode).toBe(400);
    await t.request({ method: 'POST', url: `/auth/token?refresh_token=${refreshToken}` });
    await t.request({ method: 'GET', url: `/caregiver-app/invoice/download/${invoiceToken}` });
    await t.request({
      method: 'GET',
      url: `/caregiver-app/service-documentation/download/${documentationToken}`,
    });
    await t.request({ method: 'GET', url: `/calendar/${calendarSecret}.ics` });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toContain('/new-password?token=[redacted]&email=anna%40careport.example');
    expect(log).toContain('/caregiver-app/booking/image/download/[redacted]');
    expect(log).toContain('/auth/token?refresh_token=[redacted]');
    expect(log).toContain('/caregiver-app/invoice/download/[redacted]');
    expect(log).toContain('/calendar/[redacted]');
  });
});
