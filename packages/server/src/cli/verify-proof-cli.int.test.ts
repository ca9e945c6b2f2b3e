// Issue 14 `npm run ops -- verify-proof FILE`: the real command line (run with tsx) against a
// listening test server, with a proof the server issued and a copy with one byte changed.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAIN_SERVICE_IDS } from '@careport/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createOAuthClient } from '../seed/factories.js';
import { bookingAt, HOUR, signIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ops.ts');

let t: TestApp;
let url: string;
let client: { clientId: string; clientSecret: string };
let directory: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  client = await createOAuthClient(t.db, { scopes: ['ops'] });
  directory = await mkdtemp(path.join(tmpdir(), 'careport-verify-proof-'));
});
afterAll(async () => {
  await t?.close();
});

function ops(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    DATA_DIR: directory,
    OPS_URL: url,
    OPS_CLIENT_ID: client.clientId,
    OPS_CLIENT_SECRET: client.clientSecret,
    INIT_CWD: directory,
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { env },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

async function issuedProof(): Promise<{ bookingId: string; bytes: Buffer }> {
  const caregiver = await signIn(t);
  const contract = await createContract(t.db, { caregiverId: caregiver.id });
  const booking = await bookingAt(t, contract.id, -3 * HOUR, 60);
  const fulfil = await caregiver.api.post(`/caregiver-app/booking/fulfill/${booking.id}`, {
    start_date: booking.startDate.toISOString(),
    end_date: booking.endDate.toISOString(),
    main_service_ids: [MAIN_SERVICE_IDS.EVERYDAY_ASSISTANCE],
  });
  expect(fulfil.statusCode).toBe(200);
  await t.settle();
  const token = await caregiver.api.post<{ token_id: string }>(
    `/caregiver-app/booking/proof/download/${booking.id}/request-token`,
  );
  const file = await t.request({
    method: 'GET',
    url: `/caregiver-app/booking/proof/download/${token.body.data?.token_id ?? ''}`,
  });
  expect(file.statusCode).toBe(200);
  return { bookingId: booking.id, bytes: file.rawPayload };
}

describe('npm run ops -- verify-proof FILE', () => {
  it('says a proof Careport issued is one, unchanged; a changed byte fails with exit 1', async () => {
    const { bookingId, bytes } = await issuedProof();
    await writeFile(path.join(directory, 'nachweis.pdf'), bytes);
    const good = await ops(['verify-proof', 'nachweis.pdf']);
    expect(good.code).toBe(0);
    expect(JSON.parse(good.stdout)).toMatchObject({ valid: true, booking_id: bookingId });

    const changed = Buffer.from(bytes);
    changed[100] = (changed[100] ?? 0) ^ 0x20;
    await writeFile(path.join(directory, 'geaendert.pdf'), changed);
    const bad = await ops(['verify-proof', 'geaendert.pdf']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('not a proof of service Careport issued, or it was changed');
    expect(bad.stderr).toContain('PROOF_NOT_FOUND');
  });

  it('names a file it cannot read, and needs exactly one file', async () => {
    const missing = await ops(['verify-proof', 'gibt-es-nicht.pdf']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Cannot read gibt-es-nicht.pdf');
    expect((await ops(['verify-proof'])).code).toBe(2);
    expect((await ops(['verify-proof', 'a.pdf', 'b.pdf'])).code).toBe(2);
  });
});
