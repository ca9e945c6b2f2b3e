// Issue 16 "Speed of the first screen": the logged-out screens arrive as HTML in the page, so a
// phone paints the sign-in form as soon as the page and its CSS are in, not after ~250 KB of
// JavaScript (docs/decisions/0045-server-rendered-first-screen.md). The rendering is the web app's
// own
// code (packages/web/src/first-screen), built for Node into `dist/.first-screen/` beside the app
// (a dot folder: neither served nor precached). Rendered once per screen, language and
// configuration, then reused.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Locale, ReminderOnDevice } from '@careport/domain';
import type { FromRenderWorker, ToRenderWorker } from './first-screen-worker.js';

/** A signed-in screen's markup and the answers (the app's query keys and data) it shows. */
export type SignedInScreen = {
  html: string;
  firstAnswers: { owner: string; answers: { queryKey: readonly unknown[]; data: unknown }[] };
};

export type SignedInScreenRequest = {
  pathname: string;
  /** The page address's query, e.g. `?tab=past`. */
  search: string;
  locale: Locale;
  appConfig: unknown;
  accessToken: string;
  /** The server's own API, as the app would call it. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  reminder: ReminderOnDevice;
};

/** What the built module exports (packages/web/src/first-screen/render-first-screen.tsx). */
type Renderer = {
  FIRST_SCREEN_PATHS: readonly string[];
  renderFirstScreen(options: {
    pathname: string;
    locale: Locale;
    appConfig: unknown;
  }): Promise<string | null>;
  SIGNED_IN_SCREEN_PATHS?: readonly string[];
  renderSignedInScreen?(options: SignedInScreenRequest): Promise<SignedInScreen | null>;
};

export type FirstScreens = {
  /** The screen's markup, or null where there is none (a signed-in page, no build). */
  render(pathname: string, locale: Locale, appConfig: unknown): Promise<string | null>;
  /** Whether a signed-in page at `pathname` can get its copy (the page then names the script). */
  hasSignedInCopy(pathname: string): Promise<boolean>;
  /**
   * The caregiver's screen, rendered from their answers, on every call: the route keeps it under
   * the caregiver's read version (http/first-screen-cache.ts, 0119). Null where there is none; a
   * failed answer of the API rejects.
   */
  renderSignedIn(request: SignedInScreenRequest): Promise<SignedInScreen | null>;
};

export const FIRST_SCREEN_MODULE = path.join('.first-screen', 'render-first-screen.js');

/**
 * The worker's file: beside this module when it runs from `src` (types stripped by Node) or as tsc
 * emits it, under `http/` beside the bundled `dist/main.js`.
 */
function findWorkerFile(): string | undefined {
  const candidates = [
    './first-screen-worker.js',
    './first-screen-worker.ts',
    './http/first-screen-worker.js',
  ];
  return candidates
    .map((candidate) => fileURLToPath(new URL(candidate, import.meta.url)))
    .find((file) => existsSync(file));
}

type RenderSignedIn = (request: SignedInScreenRequest) => Promise<SignedInScreen | null>;

/**
 * Issue 43: renders on one worker thread (first-screen-worker.ts), started at the first render,
 * so React's work no longer holds the server's event loop; the answers are still read here, by
 * the request's own `fetch`. A worker that fails is replaced at the next render; what it was
 * rendering fails (the route answers as for any failed render).
 */
function createRenderWorker(workerFile: string, rendererUrl: string): RenderSignedIn {
  let worker: Worker | undefined;
  let lastId = 0;
  const rendering = new Map<
    number,
    {
      request: SignedInScreenRequest;
      resolve(screen: SignedInScreen | null): void;
      reject(error: Error): void;
    }
  >();
  const failAll = (error: Error) => {
    for (const one of rendering.values()) one.reject(error);
    rendering.clear();
  };
  const answerFetch = async (message: Extract<FromRenderWorker, { type: 'fetch' }>) => {
    const running = rendering.get(message.id);
    const send = (answer: ToRenderWorker, transfer: ArrayBuffer[] = []) =>
      worker?.postMessage(answer, transfer);
    if (!running) return;
    try {
      const response = await running.request.fetch(message.input, {
        ...(message.init.method === undefined ? {} : { method: message.init.method }),
        headers: message.init.headers,
        ...(message.init.body === undefined ? {} : { body: message.init.body }),
      });
      const body = await response.arrayBuffer();
      const headers = [...response.headers.entries()];
      send(
        {
          type: 'fetched',
          callId: message.callId,
          answer: { status: response.status, headers, body },
        },
        [body],
      );
    } catch (error) {
      send({ type: 'fetch-failed', callId: message.callId, message: String(error) });
    }
  };
  const start = () => {
    const started = new Worker(workerFile, { workerData: { rendererUrl } });
    // A render in progress keeps the server busy anyway; an idle worker must not keep it alive.
    started.unref();
    started.on('message', (message: FromRenderWorker) => {
      if (message.type === 'fetch') {
        void answerFetch(message);
        return;
      }
      const running = rendering.get(message.id);
      if (!running) return;
      rendering.delete(message.id);
      if (message.type === 'done') running.resolve(message.screen);
      else running.reject(new Error(message.message));
    });
    started.on('error', (error: unknown) => {
      if (worker === started) worker = undefined;
      failAll(error instanceof Error ? error : new Error(String(error)));
    });
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      failAll(new Error('the first-screen worker stopped'));
    });
    return started;
  };
  return (request) =>
    new Promise((resolve, reject) => {
      worker ??= start();
      lastId += 1;
      rendering.set(lastId, { request, resolve, reject });
      const { fetch: _answeredHere, ...cloneable } = request;
      worker.postMessage({
        type: 'render',
        id: lastId,
        request: cloneable,
      } satisfies ToRenderWorker);
    });
}

/** Without the built renderer (an older build), pages go out as before: the app renders all. */
export function loadFirstScreens(
  webDistDir: string,
  onError: (error: unknown) => void,
  options: { inProcess?: boolean } = {},
): FirstScreens {
  const file = path.join(webDistDir, FIRST_SCREEN_MODULE);
  // Imported on first use: a server that never serves /login does not pay for React's renderer.
  let renderer: Promise<Renderer | null> | undefined;
  const load = () =>
    (renderer ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (loaded: Renderer) => loaded,
          (error: unknown) => {
            onError(error);
            return null;
          },
        )
      : Promise.resolve(null));
  // Keyed by the few screens × two languages × the server's configuration: stays small.
  const rendered = new Map<string, Promise<string | null>>();
  const workerFile = options.inProcess ? undefined : findWorkerFile();
  let renderSignedIn: RenderSignedIn | undefined;
  return {
    async render(pathname, locale, appConfig) {
      const loaded = await load();
      if (!loaded?.FIRST_SCREEN_PATHS.includes(pathname)) return null;
      const key = `${pathname}\n${locale}\n${JSON.stringify(appConfig)}`;
      let markup = rendered.get(key);
      if (markup === undefined) {
        markup = loaded
          .renderFirstScreen({ pathname, locale, appConfig })
          .catch((error: unknown) => {
            onError(error);
            return null;
          });
        rendered.set(key, markup);
      }
      return markup;
    },
    async hasSignedInCopy(pathname) {
      const loaded = await load();
      return loaded?.SIGNED_IN_SCREEN_PATHS?.includes(pathname) ?? false;
    },
    async renderSignedIn(request) {
      const loaded = await load();
      if (!loaded?.renderSignedInScreen) return null;
      if (!workerFile) return loaded.renderSignedInScreen(request);
      renderSignedIn ??= createRenderWorker(workerFile, pathToFileURL(file).href);
      return renderSignedIn(request);
    },
  };
}
