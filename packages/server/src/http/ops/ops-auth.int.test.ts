// The back office's door (README "Back office"): its own client and scope; a caregiver's token or
// a definition_read token never reaches it, and an ops token reaches nothing else.
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureOpsClient } from '../../auth/ops-client.js';
import { OPS_CLIENT_ID, opsClientFilePath } from '../../auth/ops-client-file.js';
import { signIn } from '../../test/booking-helpers.js';
import { clientToken, opsApiFor, opsApiWithToken } from '../../test/ops-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const tokenOf = (response: Awaited<ReturnType<typeof clientToken>>) =>
  response.json<{ access_token: string }>().access_token;

describe('the back office answers only an ops token', () => {
  it('lets the ops client in', async () => {
    const ops = await opsApiFor(t);
    const answer = await ops.get('/ops/proposals?status=OPEN');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({ proposals: expect.any(Array) as unknown });
  });

  it('refuses no token and a forged one (401), a caregiver and a definitions client (403)', async () => {
    const caregiver = await signIn(t);
    const definitions = tokenOf(await clientToken(t, t.client, 'definition_read'));
    const cases: [string | undefined, number, string][] = [
      [undefined, 401, 'UNAUTHORIZED'],
      ['not-a-token', 401, 'UNAUTHORIZED'],
      [caregiver.token, 403, 'FORBIDDEN'],
      [definitions, 403, 'FORBIDDEN'],
    ];
    for (const [token, status, errorCode] of cases) {
      const api = opsApiWithToken(t, token);
      for (const answer of [
        await api.get('/ops/proposals'),
        await api.post('/ops/service-requests', {}),
        await api.post(`/ops/contracts/${crypto.randomUUID()}/cancel`, {}),
      ]) {
        expect(answer.statusCode).toBe(status);
        expect(answer.body).toMatchObject({
          status,
          errorCode,
          message: expect.any(String) as unknown,
        });
      }
    }
  });

  it('gives the ops scope only to a client allowed it, and one scope per token', async () => {
    // The app's client (caregiver, definition_read) cannot ask for ops.
    expect((await clientToken(t, t.client, 'ops')).json()).toEqual({ error: 'invalid_scope' });
    expect((await clientToken(t, t.client, 'ops definition_read')).statusCode).toBe(400);
    const ops = await opsApiFor(t);
    expect(ops.token).toEqual(expect.any(String));
    expect((await clientToken(t, t.client, 'caregiver')).json()).toEqual({
      error: 'invalid_scope',
    });
    // Without a scope a client-credentials token is definition_read, as before (spec 2 §7).
    const plain = await t.request({
      method: 'POST',
      url: '/auth/token',
      payload: {
        grant_type: 'client_credentials',
        client_id: t.client.clientId,
        client_secret: t.client.clientSecret,
      },
    });
    expect(plain.json()).toMatchObject({ scope: 'definition_read' });
  });

  it('an ops token reaches neither the caregiver calls nor the definitions', async () => {
    const ops = await opsApiFor(t);
    const headers = { authorization: `Bearer ${ops.token}` };
    // Issue 41: a valid token of the wrong scope is 403 (RFC 6750 §3.1).
    for (const url of ['/caregiver-app/me', '/definition/first-booking/decline-reasons']) {
      expect((await t.request({ method: 'GET', url, headers })).statusCode).toBe(403);
    }
    const graphql = await t.request({
      method: 'POST',
      url: '/graphql',
      headers,
      payload: { query: '{ allProposals { serviceRequestId } }' },
    });
    expect(graphql.statusCode).toBe(403);
  });

  it('answers an unknown back-office call 404 with a message', async () => {
    const ops = await opsApiFor(t);
    const answer = await ops.get('/ops/nothing-here');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toMatchObject({
      errorCode: 'NOT_FOUND',
      message: expect.any(String) as unknown,
    });
    expect((await opsApiWithToken(t, undefined).get('/ops/nothing-here')).statusCode).toBe(401);
  });
});

describe('the ops client is created on first start (ensureOpsClient)', () => {
  it('writes a random secret to DATA_DIR/ops-client.json (0600), hashed in the database, and keeps it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'careport-ops-'));
    await ensureOpsClient(t.db, dataDir);
    const file = opsClientFilePath(dataDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const first = JSON.parse(await readFile(file, 'utf8')) as {
      client_id: string;
      client_secret: string;
    };
    expect(first.client_id).toBe(OPS_CLIENT_ID);
    expect(first.client_secret.length).toBeGreaterThanOrEqual(40);

    // A second start keeps the file and its secret.
    await ensureOpsClient(t.db, dataDir);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
    const client = { clientId: first.client_id, clientSecret: first.client_secret };
    const granted = await clientToken(t, client, 'ops');
    expect(granted.json()).toMatchObject({ scope: 'ops', token_type: 'Bearer' });
    // Only the back office: not the definitions, not a caregiver's password grant.
    expect((await clientToken(t, client, 'definition_read')).json()).toEqual({
      error: 'invalid_scope',
    });
    expect((await clientToken(t, { ...client, clientSecret: 'guess' }, 'ops')).statusCode).toBe(
      401,
    );
    const ops = opsApiWithToken(t, tokenOf(granted));
    expect((await ops.get('/ops/proposals')).statusCode).toBe(200);
  });

  it('refuses a damaged or foreign client file rather than guessing', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'careport-ops-'));
    await writeFile(opsClientFilePath(dataDir), '{"client_id":"careport-app","client_secret":"x"}');
    await expect(ensureOpsClient(t.db, dataDir)).rejects.toThrow(/not a back-office client file/);
  });
});
