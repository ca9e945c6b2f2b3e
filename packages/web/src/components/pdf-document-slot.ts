import type { ComponentType } from 'react';

/**
 * What the PDF reader shows a file with (its download, share where the browser can, and the
 * pages): the pdf-reader feature's `PdfDocument`. Screens of other features take it as a prop
 * that the app hands in, since one feature never imports another.
 */
export type PdfDocumentComponent = ComponentType<{
  bytes: Uint8Array;
  filename: string;
  title: string;
}>;
