// Issue 43: Mantine's styles of the first screens' components only; the rest load with the other
// screens (app/other-screen-styles.ts) and the notifications' with them (app/overlays.tsx).
import './lib/mantine-styles/first-screens.css';
// The theme's CSS variables, after Mantine's defaults, which they override (lib/theme-css-variables.ts).
import './lib/theme-variables.css';
import './lib/touch-targets.css';
import './lib/fixed-bars.css';
import './lib/scroll-lock.css';
// Styles the app's start needs (the theme's, the loader's): here they stay in the page's one
// stylesheet; in the app's chunk (app/start-app.tsx) they were a second render-blocking request.
import './lib/theme.module.css';
import './components/full-page-status.module.css';
import { nextTask } from './lib/next-task';

function findRoot(): HTMLElement {
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root');
  return root;
}

const container = findRoot();

/**
 * A rendered copy can be scrolled before the app takes it over (the diary is longer than a
 * screen); the app's first render would open the page at its top again. The position the
 * caregiver scrolled to is put back right after the swap, before anything is painted.
 */
function keepScrollOfCopy(root: HTMLElement): void {
  let scrolled = window.scrollY;
  const onScroll = () => {
    scrolled = window.scrollY;
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  const observer = new MutationObserver(() => {
    if (root.querySelector(':scope > [inert]') !== null) return;
    observer.disconnect();
    window.removeEventListener('scroll', onScroll);
    if (scrolled > 0) window.scrollTo(0, scrolled);
  });
  observer.observe(root, { childList: true });
}

// Issue 16, TBT: the app's modules took one task of ~0.15 s to evaluate on a slow phone (4x
// slower CPU), all of it counted as blocking. They now run in separate tasks: the language
// (i18next and the stored language's catalogue) first, because the first screen already speaks
// it, then React DOM (~70 ms at 4x of its own: in the app's task it made that one ~0.18 s), then
// the app itself (Mantine, the router; app/start-app.tsx). The server preloads each stage with
// the entry (packages/server/src/http/app-page.ts). Should the catalogue's chunk fail to
// load, the app still starts (the start-up screens then show their keys) and the next visit tries
// again.
//
// The server may have put the screen's HTML into #root (packages/web/src/first-screen). React's
// first render replaces it, so that render waits for the screen's lazy chunks too: the same
// screen then takes its place in one frame, never the loader or a blank page in between.
const hasRenderedScreen = container.hasChildNodes();
if (hasRenderedScreen) keepScrollOfCopy(container);
void import('./lib/i18n')
  .then(({ currentLocale, loadCatalogue }) => loadCatalogue(currentLocale()))
  .catch((error: unknown) => console.error(error))
  .then(nextTask)
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp(container, hasRenderedScreen));
