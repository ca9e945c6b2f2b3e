import SignaturePad from 'signature_pad';
import type { SignaturePadFactory } from './signature-pad-port';

// spec 1 §2, §5: signatures are drawn with signature_pad and sent as PNG data URLs. White
// background, so the image reads the same in any viewer.
const BACKGROUND = 'rgb(255, 255, 255)';
const PEN = 'rgb(20, 20, 40)';

/** The upright image of a canvas whose content the signer saw turned 90° clockwise. */
function uprightDataUrl(canvas: HTMLCanvasElement): string {
  const upright = document.createElement('canvas');
  upright.width = canvas.height;
  upright.height = canvas.width;
  const context = upright.getContext('2d');
  if (context === null) return canvas.toDataURL('image/png');
  // Signer point (u, v) = (screen y, W − screen x): the inverse of the CSS turn.
  context.setTransform(0, -1, 1, 0, 0, canvas.width);
  context.drawImage(canvas, 0, 0);
  return upright.toDataURL('image/png');
}

/** signature_pad on a canvas, sized for the device's pixel ratio and kept so on resizes. */
export const createCanvasSignaturePad: SignaturePadFactory = (canvas, onChange) => {
  const pad = new SignaturePad(canvas, { backgroundColor: BACKGROUND, penColor: PEN });
  pad.addEventListener('endStroke', onChange);

  const resize = () => {
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const width = Math.round(canvas.offsetWidth * ratio);
    const height = Math.round(canvas.offsetHeight * ratio);
    if (width === 0 || height === 0) return;
    if (canvas.width === width && canvas.height === height) return;
    const strokes = pad.toData();
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.scale(ratio, ratio);
    // Resizing a canvas wipes it: draw the strokes again (in CSS pixels, as recorded).
    pad.clear();
    pad.fromData(strokes);
  };
  resize();

  return {
    isEmpty: () => pad.isEmpty(),
    undo: () => {
      const strokes = pad.toData();
      strokes.pop();
      pad.fromData(strokes);
      if (strokes.length === 0) pad.clear();
      onChange();
    },
    clear: () => {
      pad.clear();
      onChange();
    },
    toPngDataUrl: (options) =>
      options?.rotated === true ? uprightDataUrl(canvas) : pad.toDataURL('image/png'),
    getStrokes: () => pad.toData(),
    setStrokes: (strokes) => {
      pad.clear();
      pad.fromData(strokes);
      onChange();
    },
    resize,
    destroy: () => {
      pad.removeEventListener('endStroke', onChange);
      pad.off();
    },
  };
};
