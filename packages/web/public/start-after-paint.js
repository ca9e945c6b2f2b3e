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

function start() {
  if (isStarted || !entry) return;
  isStarted = true;
  if (deferred instanceof HTMLTemplateElement)
    document.head.append(deferred.content.cloneNode(true));
  import(entry).catch((error) => console.error(error));
}

// After the next frame has been painted; a tab opened in the background paints no frames, so a
// timer starts it there.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 500);
