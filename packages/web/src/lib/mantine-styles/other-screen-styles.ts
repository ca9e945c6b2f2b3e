import type { RouteObject } from 'react-router';

/**
 * Issue 43: Mantine's styles of the components no first screen uses (other-screens.css), as a
 * chunk of their own. A screen's sheet loads before its module resolves, so a screen that needs
 * these waits for them too: they are fetched once, after start-up (app/overlays.tsx) or with the
 * first such screen, whichever comes first.
 */
export const loadOtherScreenStyles = () => import('./other-screens.css');

/** Marks a route whose screen paints with the first screens' styles alone (first-screens.css). */
export const FIRST_SCREEN_HANDLE = { firstScreen: true } as const;

const isFirstScreen = (route: RouteObject) =>
  (route.handle as { firstScreen?: unknown } | undefined)?.firstScreen === true;

const withStyles = new WeakSet<RouteObject>();

/**
 * `routes` with every lazy route, but those marked with FIRST_SCREEN_HANDLE, resolving once the
 * other screens' styles have loaded as well (both are fetched at once), so no screen renders
 * before Mantine's styles of its components are in the page.
 */
export function withOtherScreenStyles(routes: RouteObject[]): RouteObject[] {
  for (const route of routes) {
    const load = route.lazy;
    if (typeof load === 'function' && !isFirstScreen(route) && !withStyles.has(route)) {
      withStyles.add(route);
      route.lazy = async () => (await Promise.all([load(), loadOtherScreenStyles()]))[0];
    }
    if (route.children) withOtherScreenStyles(route.children);
  }
  return routes;
}
