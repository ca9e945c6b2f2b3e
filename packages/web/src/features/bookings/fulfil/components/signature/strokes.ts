import type { PointGroup } from 'signature_pad';

type Point = { x: number; y: number };
export type Size = { width: number; height: number };

function mapPoints(strokes: PointGroup[], map: (point: Point) => Point): PointGroup[] {
  return strokes.map((stroke) => ({
    ...stroke,
    points: stroke.points.map((point) => ({ ...point, ...map(point) })),
  }));
}

/**
 * The enlarged area on a portrait phone is turned 90° clockwise (CSS), while its canvas stays
 * upright: a point the signer sees at (u, v) of the turned area is at (W − v, u) on the screen,
 * W being the screen area's width.
 */
export function toScreenStrokes(strokes: PointGroup[], screen: Size): PointGroup[] {
  return mapPoints(strokes, ({ x, y }) => ({ x: screen.width - y, y: x }));
}

/** The reverse of toScreenStrokes: screen points as the signer saw them. */
export function toSignerStrokes(strokes: PointGroup[], screen: Size): PointGroup[] {
  return mapPoints(strokes, ({ x, y }) => ({ x: y, y: screen.width - x }));
}

/** Scales strokes drawn on an area of size `from` to fit an area of size `to`, keeping shape. */
export function fitStrokes(strokes: PointGroup[], from: Size, to: Size): PointGroup[] {
  if (from.width <= 0 || from.height <= 0) return strokes;
  const scale = Math.min(to.width / from.width, to.height / from.height);
  return mapPoints(strokes, ({ x, y }) => ({ x: x * scale, y: y * scale }));
}

/** The area the signer sees: the screen, or the screen turned sideways on a portrait phone. */
function signerArea(screen: Size, rotated: boolean): Size {
  return rotated ? { width: screen.height, height: screen.width } : screen;
}

/**
 * The small area's strokes in the enlarged area, scaled up to its size (issue 16 §9: they stayed
 * small in a corner) and turned when the area is.
 */
export function toEnlargedStrokes(
  strokes: PointGroup[],
  small: Size,
  screen: Size,
  rotated: boolean,
): PointGroup[] {
  const fitted = fitStrokes(strokes, small, signerArea(screen, rotated));
  return rotated ? toScreenStrokes(fitted, screen) : fitted;
}

/** The enlarged area's strokes back in the small area: turned upright and scaled down. */
export function toSmallStrokes(
  strokes: PointGroup[],
  small: Size,
  screen: Size,
  rotated: boolean,
): PointGroup[] {
  const signer = rotated ? toSignerStrokes(strokes, screen) : strokes;
  return fitStrokes(signer, signerArea(screen, rotated), small);
}
