import { createContext } from 'react';
import type { PointGroup } from 'signature_pad';

/**
 * What the signature screens need of a drawing pad. The real one is `signature_pad` on a canvas
 * (signature-pad-canvas.ts); jsdom has no canvas, so tests put a fake behind this port.
 */
export type SignaturePadHandle = {
  isEmpty: () => boolean;
  /** Removes the last stroke. */
  undo: () => void;
  clear: () => void;
  /**
   * The drawing as a PNG data URL (spec 1 §3). `rotated`: the pad was shown turned by 90° (the
   * enlarged area on a portrait phone), so the image is turned back upright.
   */
  toPngDataUrl: (options?: { rotated?: boolean }) => string;
  getStrokes: () => PointGroup[];
  setStrokes: (strokes: PointGroup[]) => void;
  /** Fits the drawing surface to the canvas's current size, keeping the strokes. */
  resize: () => void;
  destroy: () => void;
};

export type SignaturePadFactory = (
  canvas: HTMLCanvasElement,
  onChange: () => void,
) => SignaturePadHandle;

/** The pad maker the screens use; the app gives the real one, tests a fake. */
export const SignaturePadFactoryContext = createContext<SignaturePadFactory | null>(null);
