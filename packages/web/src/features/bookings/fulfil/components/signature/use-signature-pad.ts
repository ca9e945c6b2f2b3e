import { useContext, useEffect, useRef, useState } from 'react';
import { createCanvasSignaturePad } from './signature-pad-canvas';
import type { SignaturePadHandle } from './signature-pad-port';
import { SignaturePadFactoryContext } from './signature-pad-port';

/**
 * A pad on the canvas given to `canvasRef` (a callback ref: the canvas may mount later, inside a
 * portal), refitted whenever the canvas changes size (rotation, window resize), and whether it
 * holds a drawing.
 */
export function useSignaturePad(
  options: {
    /** Called once the pad exists (to load strokes into it). */
    initial?: (pad: SignaturePadHandle) => void;
    /** Called after every change, with whether the pad is empty now. */
    onChange?: (isEmpty: boolean) => void;
  } = {},
) {
  const factory = useContext(SignaturePadFactoryContext) ?? createCanvasSignaturePad;
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePadHandle | null>(null);
  const [isEmpty, setIsEmpty] = useState(true);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    if (canvas === null) return undefined;
    const pad = factory(canvas, () => {
      const empty = pad.isEmpty();
      setIsEmpty(empty);
      optionsRef.current.onChange?.(empty);
    });
    padRef.current = pad;
    optionsRef.current.initial?.(pad);
    setIsEmpty(pad.isEmpty());
    const observer = new ResizeObserver(() => pad.resize());
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.destroy();
      padRef.current = null;
    };
  }, [factory, canvas]);

  return { canvasRef: setCanvas, canvas, padRef, isEmpty };
}
