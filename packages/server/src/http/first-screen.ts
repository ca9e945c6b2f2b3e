// Issue 16 "Speed of the first screen": the logged-out screens arrive as HTML in the page, so a
// phone paints the sign-in form as soon as the page and its CSS are in, not after ~250 KB of
// JavaScript (docs/decisions/0045-server-rendered-first-screen.md). The rendering is the web app's
// own
// code (packages/web/src/first-screen), built for Node into `dist/.first-screen/` beside the app
// (a dot folder: neither served nor precached). Rendered once per screen, language and
// configuration, then reused.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale, ReminderOnDevice } from '@careport/domain';

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

/** Without the built renderer (an older build), pages go out as before: the app renders all. */
export function loadFirstScreens(
  webDistDir: string,
  onError: (error: unknown) => void,
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
      return loaded.renderSignedInScreen(request);
    },
  };
}
