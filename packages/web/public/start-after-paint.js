// Issue 16: a page the server sent with its screen already rendered (packages/server/src/http/
// app-page.ts) is painted before any of the app's scripts load or run. On slow mobile data the
// scripts would otherwise share the connection with the stylesheets the paint waits for, and on a
// slow phone running them holds the paint back. Right after the first paint, the scripts the page
// names in its template (the entry's imports, the catalogue, the screen's chunks) all start
// loading at once, and the entry runs.
// Plain JavaScript in public/: the server names it in the page, outside the bundles.
const entry = document.querySelector('script[data-entry]')?.getAttribute('data-entry');
const deferred = document.getElementById('careport-after-paint');
let isStarted = false;

// Starting a request costs the main thread 1-25 ms each on a phone's CPU (4x slower, measured):
// the ~40 of the sign-in screen at once made one task of 70-120 ms (Lighthouse: up to 370 ms of
// blocking). Four at a time, one task each, they all still start within ~0.1 s.
const REQUESTS_PER_TASK = 4;

function appendInBatches(nodes, then) {
  document.head.append(...nodes.splice(0, REQUESTS_PER_TASK));
  if (nodes.length > 0) setTimeout(() => appendInBatches(nodes, then), 0);
  else then();
}

function runEntry() {
  import(entry).catch((error) => console.error(error));
}

// The entry runs once every preload has started: the app's router preloads a screen's chunks
// itself when it loads them (Vite's preload helper), and found most not yet named while the
// batches were still going, so it started them all at once, in one long task (~0.15 s on a phone).
function start() {
  if (isStarted || !entry) return;
  isStarted = true;
  if (deferred instanceof HTMLTemplateElement)
    appendInBatches([...deferred.content.cloneNode(true).childNodes], runEntry);
  else runEntry();
}

// After the next frame has been painted; a tab opened in the background paints no frames, so a
// timer starts it there.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 500);
