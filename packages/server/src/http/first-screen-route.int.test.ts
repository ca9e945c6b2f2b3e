// Issue 16: GET /caregiver-app/first-screen answers a signed-in caregiver's diary rendered by the
// server, read with their token through the server's own API, for the page's script. The real
// renderer is tested in packages/web (render-signed-in-screen.node.test.tsx) and in the e2e
// journey; here a stand-in shows what the route hands it and what it does with the answer.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingAt,
  contractWithHistory,
  HOUR,
  MINUTE,
  signIn,
  type SignedIn,
} from '../test/booking-helpers.js';
import { MAX_RENDERS_AT_ONCE } from './first-screen-route.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let anna: SignedIn;
let berta: SignedIn;
/** Anna's booking that the write test deletes, and the one whose end moves her diary on. */
let annasLater: { id: string };
let annasSoon: { startDate: Date; endDate: Date };
/** The web build with the stand-in renderer. */
let distDir: string;

/** How often the stand-in renderer ran (a copy served from memory does not add to it). */
const renders = () => (globalThis as { careportRenders?: number }).careportRenders ?? 0;

beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'careport-dist-'));
  await mkdir(path.join(dist, '.first-screen'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="de"><head><title>Careport</title>' +
      '<script type="module" crossorigin src="/assets/index-A.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  // The stand-in asks the API for the caregiver as the real one does, with the token it was given.
  await writeFile(
    path.join(dist, '.first-screen', 'render-first-screen.js'),
    `export const FIRST_SCREEN_PATHS = ['/login'];
     export async function renderFirstScreen() { return '<h1>login</h1>'; }
     export const SIGNED_IN_SCREEN_PATHS = ['/bookings'];
     export async function renderSignedInScreen({ pathname, search, locale, accessToken, fetch, reminder }) {
       globalThis.careportRenders = (globalThis.careportRenders ?? 0) + 1;
       await globalThis.careportRenderGate;
       const headers = { authorization: 'Bearer ' + accessToken };
       const me = await fetch('/caregiver-app/me', { headers });
       const { data } = await me.json();
       const { data: bookings } = await (await fetch('/caregiver-app/booking', { headers })).json();
       return {
         html: '<h1>' + locale + ' ' + pathname + search + ' ' + data.name.first_name + ' ' +
           data.caregiver_id + ' ' + bookings.length + '</h1>',
         firstAnswers: {
           owner: data.caregiver_id,
           answers: [
             { queryKey: ['me'], data: { status: me.status, reminder } },
             { queryKey: ['bookings'], data: bookings },
           ],
         },
       };
     }`,
  );
  // Tokens that outlive the clock's moves below; 10:00 in Berlin, so two hours stay in the day.
  // In process: the stand-in counts its renders and waits at its gate in this thread's globals.
  // The worker thread every server renders on by default is tested below, on an app of its own.
  t = await createTestApp({
    webDistDir: dist,
    env: { ACCESS_TOKEN_TTL_SECONDS: '86400', FIRST_SCREEN_IN_PROCESS: 'true' },
  });
  distDir = dist;
  t.clock.set(new Date('2026-12-03T09:00:00.000Z'));
  anna = await signIn(t);
  berta = await signIn(t);
  const { contract } = await contractWithHistory(t, anna.id);
  annasLater = await bookingAt(t, contract.id, 48 * HOUR);
  annasSoon = await bookingAt(t, contract.id, HOUR);
});
afterAll(async () => {
  await t?.close();
});

const copy = (token: string | null, query: string) =>
  t.request({
    method: 'GET',
    url: `/caregiver-app/first-screen?${query}`,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });

type Answer = {
  html: string;
  firstAnswers: { owner: string; answers: { data: { status: number; reminder: unknown } }[] };
};
type Reply = { status: number; data: { html: string; first_answers: Answer['firstAnswers'] } };
/** The reply's screen, in the spec's reply shape (`{ status, data }`). */
const screenOf = (response: { json: <T>() => T }): Answer => {
  const { status, data } = response.json<Reply>();
  expect(status).toBe(200);
  return { html: data.html, firstAnswers: data.first_answers };
};

describe('the signed-in first screen (issue 16)', () => {
  it("answers the caregiver's own screen, read with their token, and never to be stored", async () => {
    const response = await copy(anna.token, 'path=/bookings&locale=de');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = screenOf(response);
    const [annaRow] = await t.db.query.caregivers.findMany({
      where: (caregivers, { eq }) => eq(caregivers.id, anna.id),
    });
    expect(answer.html).toBe(`<h1>de /bookings ${annaRow?.firstName} ${anna.id} 3</h1>`);
    expect(answer.firstAnswers.owner).toBe(anna.id);
    expect(answer.firstAnswers.answers[0]?.data.status).toBe(200);
    const other = screenOf(await copy(berta.token, 'path=/bookings&locale=en'));
    expect(other.firstAnswers.owner).toBe(berta.id);
    expect(other.html).toMatch(/^<h1>en \/bookings /);
    const past = screenOf(await copy(anna.token, 'path=/bookings&locale=de&tab=past'));
    expect(past.html).toMatch(/^<h1>de \/bookings\?tab=past /);
  });

  it('hands on what the device stored about the reminder', async () => {
    const hideUntil = '2026-11-27T10:00:00.000Z';
    const answer = screenOf(
      await copy(
        anna.token,
        `path=/bookings&locale=de&hideUntil=${encodeURIComponent(hideUntil)}&closedAt=abc12345&key=abc12345&reload=1&afterAction=1`,
      ),
    );
    expect(answer.firstAnswers.answers[0]?.data.reminder).toEqual({
      hideUntil,
      closedAt: 'abc12345',
      locationKey: 'abc12345',
      isReload: true,
      isAfterAction: true,
    });
    const nothingStored = screenOf(await copy(anna.token, 'path=/bookings&locale=de'));
    expect(nothingStored.firstAnswers.answers[0]?.data.reminder).toEqual({
      hideUntil: null,
      closedAt: null,
      locationKey: 'default',
      isReload: false,
      isAfterAction: false,
    });
  });

  it('refuses a request without a valid token, and bad input with the spec code', async () => {
    expect((await copy(null, 'path=/bookings&locale=de')).statusCode).toBe(401);
    expect((await copy('not-a-token', 'path=/bookings&locale=de')).statusCode).toBe(401);
    for (const query of [
      'locale=de',
      'path=/customers&locale=de',
      'path=/bookings&locale=fr',
      'path=/bookings&locale=de&hideUntil=tomorrow',
      'path=/bookings&locale=de&hideUntil=9999-12-31T00:00:00Z',
      `path=/bookings&locale=de&key=${encodeURIComponent('a\u0000b')}`,
      `path=/bookings&locale=de&key=${'k'.repeat(65)}`,
      'path=/bookings&locale=de&reload=yes',
      'path=/bookings&locale=de&tab=upcoming',
      'path=/bookings&locale=de&token=x',
    ]) {
      const response = await copy(anna.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ errorCode: string }>().errorCode, query).toBe(
        'CANNOT_DESERIALIZE_REQUEST_DATA',
      );
    }
  });

  it('renders a few distinct copies at once and answers the rest 429 at once, so the page starts the app instead', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    (globalThis as { careportRenderGate?: Promise<void> }).careportRenderGate = gate;
    try {
      // Distinct copies (the history key is part of what the screen shows); none kept yet.
      const held = Array.from({ length: MAX_RENDERS_AT_ONCE }, (_, index) =>
        copy(anna.token, `path=/bookings&locale=de&key=held${index}`),
      );
      // The held renders have begun (they wait inside the renderer).
      await new Promise((resolve) => setTimeout(resolve, 200));
      const refused = await copy(anna.token, 'path=/bookings&locale=de&key=another');
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ errorCode: string }>().errorCode).toBe('TOO_MANY_REQUESTS');
      open();
      for (const response of await Promise.all(held)) expect(response.statusCode).toBe(200);
    } finally {
      open();
      delete (globalThis as { careportRenderGate?: Promise<void> }).careportRenderGate;
    }
    // Once they are done, the next one is rendered again.
    expect((await copy(anna.token, 'path=/bookings&locale=de&key=another')).statusCode).toBe(200);
  });

  it("keeps the copy until the caregiver writes: one render for many requests, never another caregiver's", async () => {
    const query = 'path=/bookings&locale=de&key=kept';
    const first = await copy(anna.token, query);
    const rendered = renders();
    const second = await copy(anna.token, query);
    expect(renders()).toBe(rendered);
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('no-store');
    // The kept copy is compressed once and sent as the client asks.
    const compressed = await t.request({
      method: 'GET',
      url: `/caregiver-app/first-screen?${query}`,
      headers: { authorization: `Bearer ${anna.token}`, 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(renders()).toBe(rendered);

    // The same query for Berta: her own screen, rendered for her.
    const bertas = screenOf(await copy(berta.token, query));
    expect(renders()).toBe(rendered + 1);
    expect(bertas.firstAnswers.owner).toBe(berta.id);
    expect(bertas.html).toContain(berta.id);
    expect(bertas.html).not.toContain(anna.id);
    expect(screenOf(await copy(anna.token, query)).firstAnswers.owner).toBe(anna.id);

    // Anna's own write: her next copy is rendered again and shows it; Berta's stays kept.
    expect(screenOf(first).html).toMatch(/ 3<\/h1>$/);
    const deleted = await anna.api.post(`/caregiver-app/booking/delete/${annasLater.id}`);
    expect(deleted.statusCode).toBe(200);
    const afterWrite = screenOf(await copy(anna.token, query));
    expect(afterWrite.html).toMatch(/ 2<\/h1>$/);
    expect(renders()).toBe(rendered + 2);
    await copy(berta.token, query);
    expect(renders()).toBe(rendered + 2);
  });

  it('makes one render for requests that come while it runs', async () => {
    let open = () => {};
    (globalThis as { careportRenderGate?: Promise<void> }).careportRenderGate = new Promise<void>(
      (resolve) => {
        open = resolve;
      },
    );
    const rendered = renders();
    try {
      // More than the bound: the waiters for one copy are no renders of their own.
      const waiting = Array.from({ length: MAX_RENDERS_AT_ONCE + 2 }, () =>
        copy(berta.token, 'path=/bookings&locale=en&key=together'),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      open();
      const answers = await Promise.all(waiting);
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(renders()).toBe(rendered + 1);
    } finally {
      open();
      delete (globalThis as { careportRenderGate?: Promise<void> }).careportRenderGate;
    }
  });

  it("renders again when the clock passes what the screen shows: a booking's end, the Berlin midnight", async () => {
    const query = 'path=/bookings&locale=de&key=clock';
    await copy(anna.token, query);
    const rendered = renders();
    // Before the soonest booking starts (documenting opens then), the copy stands.
    t.clock.set(new Date(annasSoon.startDate.getTime() - MINUTE));
    await copy(anna.token, query);
    expect(renders()).toBe(rendered);
    // Past its end the booking moves to Past: rendered again.
    t.clock.set(new Date(annasSoon.endDate.getTime() + MINUTE));
    await copy(anna.token, query);
    expect(renders()).toBe(rendered + 1);
    // 23:59 in Berlin: still the same day's copy; 00:01 the next day's.
    t.clock.set(new Date('2026-12-03T22:59:00.000Z'));
    await copy(anna.token, query);
    expect(renders()).toBe(rendered + 1);
    t.clock.set(new Date('2026-12-03T23:01:00.000Z'));
    await copy(anna.token, query);
    expect(renders()).toBe(rendered + 2);
    // The reminder's hide-until time from the device is an instant the screen shows too.
    const hidden = `path=/bookings&locale=de&key=clock&hideUntil=${encodeURIComponent('2026-12-04T00:00:00.000Z')}`;
    await copy(anna.token, hidden);
    await copy(anna.token, hidden);
    expect(renders()).toBe(rendered + 3);
    t.clock.set(new Date('2026-12-04T00:01:00.000Z'));
    await copy(anna.token, hidden);
    expect(renders()).toBe(rendered + 4);
  });

  it('names the script that asks for it in the /bookings page only, before the app starts', async () => {
    const page = async (url: string) =>
      (await t.request({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
    const bookings = await page('/bookings');
    expect(bookings).toContain(
      '<link rel="modulepreload" href="/start-after-paint.js">' +
        '<script type="module" src="/signed-in-copy.js" data-entry="/assets/index-A.js"></script>',
    );
    // The entry waits in the template until the copy is in (or known not to come).
    expect(bookings).not.toContain('<script type="module" crossorigin src="/assets/index-A.js">');
    expect(bookings).toContain('<div id="root"></div>');
    const customers = await page('/customers');
    expect(customers).not.toContain('signed-in-copy.js');
    expect(customers).toContain('<script type="module" crossorigin src="/assets/index-A.js">');
  });
});

describe('the signed-in first screen on its worker thread (issue 43)', () => {
  it('renders the copy off the event loop, reading the answers through this server', async () => {
    const onWorker = await createTestApp({ webDistDir: distDir });
    try {
      const carla = await signIn(onWorker);
      const { contract } = await contractWithHistory(onWorker, carla.id);
      await bookingAt(onWorker, contract.id, 24 * HOUR);
      const response = await onWorker.request({
        method: 'GET',
        url: '/caregiver-app/first-screen?path=/bookings&locale=de&tab=past',
        headers: { authorization: `Bearer ${carla.token}` },
      });
      expect(response.statusCode).toBe(200);
      const answer = screenOf(response);
      const [carlaRow] = await onWorker.db.query.caregivers.findMany({
        where: (caregivers, { eq }) => eq(caregivers.id, carla.id),
      });
      expect(answer.html).toBe(
        `<h1>de /bookings?tab=past ${carlaRow?.firstName} ${carla.id} 2</h1>`,
      );
      expect(answer.firstAnswers.owner).toBe(carla.id);
      // The stand-in counts in the worker's globals, not in this thread's.
      const before = renders();
      await onWorker.request({
        method: 'GET',
        url: '/caregiver-app/first-screen?path=/bookings&locale=en',
        headers: { authorization: `Bearer ${carla.token}` },
      });
      expect(renders()).toBe(before);
    } finally {
      await onWorker.close();
    }
  });
});
