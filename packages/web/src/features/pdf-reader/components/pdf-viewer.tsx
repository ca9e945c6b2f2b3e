import { clampPage, INITIAL_SCALE, PAGE_WIDTH_RATIO, zoomIn, zoomOut } from '@careport/domain';
import { Alert, Box, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPdf, type PdfSource } from './load-pdf';
import { PdfPageCanvas } from './pdf-page-canvas';
import { PdfToolbar, type ReaderMode } from './pdf-toolbar';

type LoadState =
  { status: 'loading' } | { status: 'ready'; pdf: PDFDocumentProxy } | { status: 'failed' };

/** spec 2 §2 PDF reader: one page at a time or all pages, paged and zoomed within spec 2 §9. */
export function PdfViewer({ url }: { url: PdfSource }) {
  const { t } = useTranslation();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(INITIAL_SCALE);
  const [mode, setMode] = useState<ReaderMode>('page');
  const { ref: bodyRef, width } = useElementSize();
  const pagesRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let isCurrent = true;
    let opened: PDFDocumentProxy | undefined;
    // A new url mounts a new viewer (the route keys it by url), so the state starts afresh.
    loadPdf(url).then(
      (pdf) => {
        opened = pdf;
        if (isCurrent) setState({ status: 'ready', pdf });
        else void pdf.destroy();
      },
      (error: unknown) => {
        // spec 2 §8: the error is logged, the reader shows the fallback message.
        console.error('PDF reader: loading failed', error);
        if (isCurrent) setState({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
      void opened?.destroy();
    };
  }, [url]);

  const onRenderError = useCallback((error: unknown) => {
    console.error('PDF reader: rendering failed', error);
    setState({ status: 'failed' });
  }, []);

  const pageCount = state.status === 'ready' ? state.pdf.numPages : 1;

  // Scroll mode: the counter follows the page most in view.
  useEffect(() => {
    const container = pagesRef.current;
    if (mode !== 'scroll' || !container || state.status !== 'ready') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((entry) => entry.isIntersecting)
          .sort((a, b) => b.intersectionRatio - a.intersectionRatio)[0];
        const number = Number(visible?.target.getAttribute('data-page-number'));
        if (number > 0) setPage(number);
      },
      { threshold: [0.25, 0.5, 0.75] },
    );
    container.querySelectorAll('canvas').forEach((canvas) => observer.observe(canvas));
    return () => observer.disconnect();
  }, [mode, state, scale]);

  const goTo = (next: number) => {
    const target = clampPage(next, pageCount);
    setPage(target);
    if (mode === 'scroll') {
      pagesRef.current
        ?.querySelector(`canvas[data-page-number="${target}"]`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  };

  if (state.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('account.PDF_ERROR')}
      </Alert>
    );
  }
  const cssWidth = Math.floor(width * PAGE_WIDTH_RATIO * scale);
  const pageLabel = (number: number) =>
    t('account.PDF_PAGE_LABEL', { page: number, count: pageCount });
  return (
    <Stack gap="sm">
      <PdfToolbar
        page={page}
        pageCount={pageCount}
        scale={scale}
        mode={mode}
        onPage={goTo}
        onZoomIn={() => setScale(zoomIn)}
        onZoomOut={() => setScale(zoomOut)}
        onMode={setMode}
      />
      <Box ref={bodyRef} w="100%">
        {state.status === 'loading' ? (
          <Stack align="center" py="xl" aria-busy>
            <Loader />
            <Text c="dimmed">{t('account.PDF_LOADING')}</Text>
          </Stack>
        ) : (
          <Box
            ref={pagesRef}
            style={{ overflow: 'auto', maxHeight: mode === 'scroll' ? '75vh' : undefined }}
            bg="gray.1"
            py="md"
          >
            <Stack gap="md">
              {(mode === 'page'
                ? [page]
                : Array.from({ length: pageCount }, (_, index) => index + 1)
              ).map((number) => (
                <PdfPageCanvas
                  key={number}
                  pdf={state.pdf}
                  pageNumber={number}
                  cssWidth={cssWidth}
                  label={pageLabel(number)}
                  onError={onRenderError}
                />
              ))}
            </Stack>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
