import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';

/**
 * One page drawn on a canvas `cssWidth` pixels wide (spec 2 §9: 90% of the body's width times the
 * zoom), sharp on high-density screens.
 */
export function PdfPageCanvas(props: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  cssWidth: number;
  label: string;
  onError: (error: unknown) => void;
}) {
  const { pdf, pageNumber, cssWidth, onError } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let task: RenderTask | undefined;
    let isCancelled = false;
    const draw = async () => {
      const page = await pdf.getPage(pageNumber);
      const canvas = canvasRef.current;
      if (isCancelled || !canvas || cssWidth <= 0) return;
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${cssWidth}px`;
      canvas.style.height = `${(cssWidth / base.width) * base.height}px`;
      task = page.render({ canvas, viewport });
      await task.promise;
    };
    draw().catch((error: unknown) => {
      // A render cancelled by the next zoom or page is expected.
      if (!isCancelled && (error as { name?: string }).name !== 'RenderingCancelledException') {
        onError(error);
      }
    });
    return () => {
      isCancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, cssWidth, onError]);
  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={props.label}
      data-page-number={pageNumber}
      style={{
        display: 'block',
        margin: '0 auto',
        background: 'white',
        boxShadow: 'var(--mantine-shadow-sm)',
      }}
    />
  );
}
