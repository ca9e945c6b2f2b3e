import { Stack } from '@mantine/core';
import { PdfFileActions } from './pdf-file-actions';
import { PdfViewer } from './pdf-viewer';

/**
 * Issue 39: one way to show a PDF in the app: its download and share, then the reader. Handed the
 * bytes, so what is shown, saved and shared is one file fetched once.
 */
export function PdfDocument(props: { bytes: Uint8Array; filename: string; title: string }) {
  return (
    <Stack gap="sm">
      <PdfFileActions bytes={props.bytes} filename={props.filename} title={props.title} />
      <PdfViewer url={props.bytes} />
    </Stack>
  );
}
