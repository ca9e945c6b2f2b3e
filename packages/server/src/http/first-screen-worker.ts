// Issue 43, record 0126: the signed-in first screen is rendered by React on a worker thread, off
// the server's event loop. Rendered in process, one copy held the loop for 100–200 ms (a CPU
// profile of the mixed day on PostgreSQL, 2026-12-03), and every request arriving meanwhile waited:
// the largest single cause of the day's p99. The answers the screen shows are still read by the
// main thread through the server's own API (the worker asks for each by message, first-screen.ts
// answers it).
//
// Node runs this file as it is (from `src` with its types stripped, or as tsc emits it): it imports
// nothing of the server but types, and the renderer by the URL it is given.
import { parentPort, workerData } from 'node:worker_threads';
import type { SignedInScreen, SignedInScreenRequest } from './first-screen.js';

/** What crosses to the worker: the request without its `fetch`, and answers to its fetches. */
export type ToRenderWorker =
  | { type: 'render'; id: number; request: Omit<SignedInScreenRequest, 'fetch'> }
  | { type: 'fetched'; callId: number; answer: FetchedAnswer }
  | { type: 'fetch-failed'; callId: number; message: string };

/** What comes back: a fetch to make for a render, and each render's screen or failure. */
export type FromRenderWorker =
  | { type: 'fetch'; id: number; callId: number; input: string; init: ProxiedInit }
  | { type: 'done'; id: number; screen: SignedInScreen | null }
  | { type: 'failed'; id: number; message: string };

export type ProxiedInit = { method?: string; headers: [string, string][]; body?: string };
export type FetchedAnswer = { status: number; headers: [string, string][]; body: ArrayBuffer };

type Renderer = {
  renderSignedInScreen?(request: SignedInScreenRequest): Promise<SignedInScreen | null>;
};

const port = parentPort;
const { rendererUrl } = workerData as { rendererUrl: string };
if (port) {
  const renderer = import(rendererUrl) as Promise<Renderer>;
  const waiting = new Map<
    number,
    { resolve(answer: Response): void; reject(error: Error): void }
  >();
  let lastCallId = 0;

  const fetchFor =
    (id: number) =>
    (input: string, init: RequestInit): Promise<Response> =>
      new Promise((resolve, reject) => {
        lastCallId += 1;
        const callId = lastCallId;
        waiting.set(callId, { resolve, reject });
        const proxied: ProxiedInit = { headers: [...new Headers(init.headers).entries()] };
        if (init.method !== undefined) proxied.method = init.method;
        if (typeof init.body === 'string') proxied.body = init.body;
        port.postMessage({
          type: 'fetch',
          id,
          callId,
          input,
          init: proxied,
        } satisfies FromRenderWorker);
      });

  port.on('message', (message: ToRenderWorker) => {
    if (message.type === 'render') {
      const { id, request } = message;
      renderer
        .then((loaded) => {
          if (!loaded.renderSignedInScreen) return null;
          return loaded.renderSignedInScreen({ ...request, fetch: fetchFor(id) });
        })
        .then(
          (screen) => port.postMessage({ type: 'done', id, screen } satisfies FromRenderWorker),
          (error: unknown) =>
            port.postMessage({
              type: 'failed',
              id,
              message: error instanceof Error ? (error.stack ?? error.message) : String(error),
            } satisfies FromRenderWorker),
        );
      return;
    }
    const call = waiting.get(message.callId);
    if (!call) return;
    waiting.delete(message.callId);
    if (message.type === 'fetch-failed') {
      call.reject(new Error(message.message));
      return;
    }
    const { status, headers, body } = message.answer;
    call.resolve(new Response(status === 204 ? null : body, { status, headers }));
  });
}
