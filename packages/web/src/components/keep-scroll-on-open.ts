/**
 * issue 39: in a phone's mobile viewport, opening a Select's list (a tap or the arrow keys) threw
 * the page back to its top in Chromium while React committed the open list, so the field the
 * caregiver had scrolled to went under the tab bar and the list opened above it. No script call
 * does that scroll (measured: neither scrollIntoView, focus nor scrollTo runs before it), so the
 * position taken as the list opens is put back in the next frame, before it is painted.
 */
export function keepScrollOnOpen(): void {
  const top = window.scrollY;
  const left = window.scrollX;
  window.requestAnimationFrame(() => {
    if (window.scrollY !== top || window.scrollX !== left) window.scrollTo(left, top);
  });
}
