/** spec 2 §9: zoom changes in steps of 0.25. */
export const ZOOM_STEP = 0.25;
/** spec 2 §9: the maximum scale is 4; zoom in is allowed at 3.75 or below. */
export const MAX_SCALE = 4;
export const ZOOM_IN_ALLOWED_UP_TO = 3.75;
/** spec 2 §9: zoom out is allowed at 0.75 or above. */
export const ZOOM_OUT_ALLOWED_FROM = 0.75;
export const INITIAL_SCALE = 1;
/** spec 2 §9: the page is 90% of the body width. */
export const PAGE_WIDTH_RATIO = 0.9;

/** spec 2 §4: the page stays between 1 and the page count. */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.round(page)), Math.max(1, pageCount));
}

/** spec 2 §2: the up arrow is greyed on the first page, the down arrow on the last. */
export function canGoToPreviousPage(page: number): boolean {
  return page > 1;
}

export function canGoToNextPage(page: number, pageCount: number): boolean {
  return page < pageCount;
}

export function canZoomIn(scale: number): boolean {
  return scale <= ZOOM_IN_ALLOWED_UP_TO;
}

export function canZoomOut(scale: number): boolean {
  return scale >= ZOOM_OUT_ALLOWED_FROM;
}

export function zoomIn(scale: number): number {
  return canZoomIn(scale) ? Math.min(MAX_SCALE, scale + ZOOM_STEP) : scale;
}

export function zoomOut(scale: number): number {
  return canZoomOut(scale) ? scale - ZOOM_STEP : scale;
}
