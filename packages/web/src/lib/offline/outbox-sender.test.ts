import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, testClient, tokenReply, type RecordedCall } from '../../test/fake-server';
import { sessionStore } from '../session';
import { documentOrQueue, type DocumentCommand } from './document-or-queue';
import { closeOfflineDb } from './offline-db';
import { refreshOutbox, retryEntry } from './outbox';
import { createOutboxSender, PRECEDING_FAILED } from './outbox-sender';

// Issue 14: the outbox as the caregiver relies on it: kept offline, sent in order once online
// with the same idempotency key every time, refusals shown and never dropped.
const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
const tokenOf = (sub: string, n = 1) =>
  `${base64Url({ alg: 'none' })}.${base64Url({ sub, n })}.signature`;

function signInAs(sub: string, expiresIn = 900) {
  sessionStore.setTokens({
    access_token: tokenOf(sub),
    refresh_token: `refresh-${sub}`,
    expires_in: expiresIn,
    token_type: 'Bearer',
  });
}

const fulfil = (bookingId: string): DocumentCommand => ({
  kind: 'fulfil',
  bookingId,
  body: {
    start_date: '2026-11-20T09:00:00.000Z',
    end_date: '2026-11-20T10:00:00.000Z',
    main_service_ids: [],
    other_service_description: 'Einkauf',
    payment_method: 'private_payment',
  },
});
const label = { careReceiverName: 'Erna Kunz', startDate: '2026-11-20T09:00:00.000Z' };
const keyOf = (call: RecordedCall) => call.headers['idempotency-key'];
const bookingCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.includes('/caregiver-app/booking/'));

let isOnline = false;
beforeEach(async () => {
  await closeOfflineDb();
  globalThis.indexedDB = new IDBFactory();
  isOnline = false;
  signInAs('caregiver-1');
  await refreshOutbox();
});
afterEach(async () => {
  await closeOfflineDb();
});

async function queueOffline(
  client: Awaited<ReturnType<typeof testClient>>['client'],
  command: DocumentCommand,
) {
  const result = await documentOrQueue({
    client,
    session: sessionStore,
    command,
    label,
    isOnline: () => isOnline,
  });
  expect(result.kind).toBe('queued');
  return result.kind === 'queued' ? result.entry : null;
}

describe('documenting offline (issue 14)', () => {
  it('keeps an action offline and sends it once online, with its idempotency key', async () => {
    const server = await testClient(() => json(200, { status: 200, data: {} }));
    const entry = await queueOffline(server.client, fulfil('b-1'));
    expect(server.calls).toHaveLength(0);
    expect((await refreshOutbox()).map((e) => e.state)).toEqual(['waiting']);

    const sender = createOutboxSender({
      client: server.client,
      session: sessionStore,
      isOnline: () => isOnline,
    });
    expect(await sender.sync()).toBe('offline');
    isOnline = true;
    expect(await sender.sync()).toBe('complete');
    const [call] = bookingCalls(server.calls);
    expect(call?.url).toBe('/caregiver-app/booking/fulfill/b-1');
    expect(keyOf(call!)).toBe(entry?.id);
    expect(JSON.parse(call?.body ?? '')).toMatchObject({ other_service_description: 'Einkauf' });
    expect((await refreshOutbox()).map((e) => e.state)).toEqual(['done']);
  });

  it('sends again under the same key when the answer was lost, and ends done', async () => {
    let answers = 0;
    const server = await testClient(() => {
      answers += 1;
      if (answers <= 3) throw new TypeError('Failed to fetch');
      return json(200, { status: 200, data: {} });
    });
    const entry = await queueOffline(server.client, fulfil('b-1'));
    isOnline = true;
    const sender = createOutboxSender({
      client: server.client,
      session: sessionStore,
      isOnline: () => isOnline,
    });
    let outcome = await sender.sync();
    for (let round = 0; outcome !== 'complete' && round < 5; round += 1)
      outcome = await sender.sync();
    expect(outcome).toBe('complete');
    const calls = bookingCalls(server.calls);
    expect(calls.length).toBeGreaterThan(1);
    expect(new Set(calls.map(keyOf))).toEqual(new Set([entry?.id]));
    const [sent] = await refreshOutbox();
    expect(sent?.state).toBe('done');
    expect(sent?.attempts).toBeGreaterThanOrEqual(1);
  });

  it('shows a refusal with its code, holds back the booking’s later actions, sends the others', async () => {
    const server = await testClient((call) =>
      call.url.includes('b-1')
        ? json(409, { status: 409, errorCode: 'BOOKING_IS_INVOICED' })
        : json(200, { status: 200, data: {} }),
    );
    // (An upload would be first in the app; jsdom's Blob does not survive fake-indexeddb, so the
    // Blob path is covered by e2e/offline.e2e.ts in Chromium.)
    await queueOffline(server.client, fulfil('b-1'));
    await queueOffline(server.client, fulfil('b-1'));
    await queueOffline(server.client, fulfil('b-2'));
    isOnline = true;
    const sender = createOutboxSender({
      client: server.client,
      session: sessionStore,
      isOnline: () => isOnline,
    });
    expect(await sender.sync()).toBe('complete');
    const entries = await refreshOutbox();
    expect(entries.map((e) => [e.command.bookingId, e.state, e.error?.errorCode ?? null])).toEqual([
      ['b-1', 'failed', 'BOOKING_IS_INVOICED'],
      ['b-1', 'failed', PRECEDING_FAILED],
      ['b-2', 'done', null],
    ]);
    // The held-back one never went out (in the app: no fulfil without its signature).
    expect(
      bookingCalls(server.calls).filter((call) => call.url.includes('fulfill/b-1')),
    ).toHaveLength(1);

    // Retry by hand: the refused one and the one held back behind it wait again.
    await retryEntry(entries[0]!.id);
    expect((await refreshOutbox()).map((e) => e.state)).toEqual(['waiting', 'waiting', 'done']);
  });

  it('renews an expired token first; a refused renewal keeps the queue until the next sign-in', async () => {
    let refuseRefresh = true;
    const server = await testClient((call) => {
      if (call.url === '/auth/token') {
        return refuseRefresh
          ? json(400, { error: 'invalid_grant' })
          : tokenReply(tokenOf('caregiver-1', 2));
      }
      return json(200, { status: 200, data: {} });
    });
    await queueOffline(server.client, fulfil('b-1'));
    // The token expired while the phone was offline.
    signInAs('caregiver-1', -60);
    isOnline = true;
    const sender = createOutboxSender({
      client: server.client,
      session: sessionStore,
      isOnline: () => isOnline,
    });
    expect(await sender.sync()).toBe('signed-out');
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    const [kept] = await refreshOutbox();
    expect(kept).toMatchObject({ state: 'waiting', error: { httpStatus: 401 } });
    expect(bookingCalls(server.calls)).toHaveLength(0);

    // Signed in again (expired once more): renewed, then sent.
    signInAs('caregiver-1', -60);
    refuseRefresh = false;
    expect(await sender.sync()).toBe('complete');
    const tokenCall = server.calls.findIndex(
      (call) =>
        call.url === '/auth/token' && call.body?.includes('refresh_token=refresh-caregiver-1'),
    );
    const sent = server.calls.findIndex((call) => call.url.includes('/fulfill/b-1'));
    expect(tokenCall).toBeGreaterThanOrEqual(0);
    expect(sent).toBeGreaterThan(tokenCall);
    expect(server.calls[sent]?.headers.Authorization).toBe(`Bearer ${tokenOf('caregiver-1', 2)}`);
    expect((await refreshOutbox())[0]?.state).toBe('done');
  });

  it('never sends one caregiver’s actions as another', async () => {
    const server = await testClient(() => json(200, { status: 200, data: {} }));
    await queueOffline(server.client, fulfil('b-1'));
    signInAs('caregiver-2');
    isOnline = true;
    const sender = createOutboxSender({
      client: server.client,
      session: sessionStore,
      isOnline: () => isOnline,
    });
    expect(await sender.sync()).toBe('complete');
    expect(bookingCalls(server.calls)).toHaveLength(0);
    expect((await refreshOutbox())[0]?.state).toBe('waiting');
  });

  it('queues behind an unsent action of the same booking even when online', async () => {
    const server = await testClient(() => json(200, { status: 200, data: {} }));
    await queueOffline(server.client, fulfil('b-1'));
    isOnline = true;
    const second = await documentOrQueue({
      client: server.client,
      session: sessionStore,
      command: fulfil('b-1'),
      label,
      isOnline: () => isOnline,
    });
    expect(second.kind).toBe('queued');
    expect(server.calls).toHaveLength(0);
  });

  it('sends at once when online, and keeps it when the request got no answer', async () => {
    isOnline = true;
    let isReachable = true;
    const server = await testClient(() => {
      if (!isReachable) throw new TypeError('Failed to fetch');
      return json(200, { status: 200, data: { booking_id: 'b-1' } });
    });
    const sent = await documentOrQueue({
      client: server.client,
      session: sessionStore,
      command: fulfil('b-1'),
      label,
      isOnline: () => isOnline,
    });
    expect(sent).toEqual({ kind: 'sent', answer: { status: 200, data: { booking_id: 'b-1' } } });
    expect(keyOf(server.calls[0]!)).toMatch(/^[0-9a-f-]{36}$/);
    isReachable = false;
    const kept = await documentOrQueue({
      client: server.client,
      session: sessionStore,
      command: fulfil('b-2'),
      label,
      isOnline: () => isOnline,
    });
    expect(kept.kind).toBe('queued');
    // The key of the unanswered request is the queued one's: a replay is applied once.
    const lastCall = server.calls.at(-1)!;
    expect(kept.kind === 'queued' && kept.entry.id).toBe(keyOf(lastCall));
  });
});
