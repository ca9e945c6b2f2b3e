// `npm run ops` end to end: the real command line (run with tsx) against a listening test server.
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposals } from '../db/schema/index.js';
import { createOAuthClient } from '../seed/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ops.ts');

let t: TestApp;
let url: string;
let client: { clientId: string; clientSecret: string };
let emptyDataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  client = await createOAuthClient(t.db, { scopes: ['ops'] });
  emptyDataDir = await mkdtemp(path.join(tmpdir(), 'careport-ops-cli-'));
});
afterAll(async () => {
  await t?.close();
});

type Run = { code: number; stdout: string; stderr: string };

/** Runs the CLI; by default against the test server with this file's ops client. */
function ops(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const environment = {
    ...process.env,
    DATA_DIR: emptyDataDir,
    OPS_URL: url,
    OPS_CLIENT_ID: client.clientId,
    OPS_CLIENT_SECRET: client.clientSecret,
    ...env,
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { env: environment },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('npm run ops (the CLI against a running server)', () => {
  it('proposes: one JSON object on stdout, exit 0', async () => {
    const caregiver = await t.createCaregiver();
    const run = await ops([
      'propose',
      '--caregiver',
      caregiver.email,
      '--first-name',
      'Erna',
      '--last-name',
      'Kunz',
      '--street',
      'Lychener Straße',
      '--house-number',
      '3',
      '--postal-code',
      '10437',
      '--city',
      'Berlin',
      '--self-booker',
      '--description',
      'Einkaufen',
      '--frequency',
      'ONCE',
      '--services',
      'shopping',
      '--price',
      '3400',
      '--payment-method',
      'private_payment',
    ]);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const data = JSON.parse(run.stdout) as { service_request_id: string; caregiver_id: string };
    expect(data.caregiver_id).toBe(caregiver.id);
    const rows = await t.db
      .select()
      .from(proposals)
      .where(eq(proposals.serviceRequestId, data.service_request_id));
    expect(rows).toMatchObject([{ caregiverId: caregiver.id, status: 'OPEN' }]);

    const listed = await ops(['list-proposals', '--service-request', data.service_request_id]);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toMatchObject({
      proposals: [{ service_request_id: data.service_request_id, state: 'OPEN' }],
    });
  });

  it("prints the server's refusal on stderr and exits 1", async () => {
    const run = await ops(['award', '--service-request', crypto.randomUUID()]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^ops award: No service request has the id .* \(SERVICE_REQUEST_NOT_FOUND, HTTP 404\)/,
    );
  });

  it('exits 2 on a wrong command line, 0 with the help', async () => {
    const wrong = await ops(['award']);
    expect(wrong).toMatchObject({ code: 2, stdout: '' });
    expect(wrong.stderr).toContain('award needs --service-request');
    const help = await ops(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('cancel-contract: schedule the end of a collaboration');
  });

  it('says clearly when the server is not there or the client is missing', async () => {
    const closed = await ops(['list-proposals'], { OPS_URL: 'http://127.0.0.1:9' });
    expect(closed.code).toBe(1);
    expect(closed.stderr).toMatch(/Cannot reach the server at http:\/\/127\.0\.0\.1:9/);
    const noClient = await ops(['list-proposals'], { OPS_CLIENT_SECRET: '' });
    expect(noClient.code).toBe(1);
    expect(noClient.stderr).toContain(`No back-office client in ${emptyDataDir}`);
    const wrongSecret = await ops(['list-proposals'], { OPS_CLIENT_SECRET: 'guessed' });
    expect(wrongSecret.code).toBe(1);
    expect(wrongSecret.stderr).toMatch(/refused the back-office client \(invalid_client\)/);
  });
});
