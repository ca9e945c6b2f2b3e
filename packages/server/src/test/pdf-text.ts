// Reads a PDF back as a reader would (pdfjs-dist): its text, page by page, and its attachments.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdfjs's own metrics of the 14 standard fonts, for a PDF that does not embed its fonts. */
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function readPdf(bytes: Uint8Array): Promise<{
  text: string;
  pages: number;
  attachments: Record<string, Uint8Array>;
}> {
  // pdfjs takes ownership of the buffer it gets: hand it a copy.
  const document = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    const found = ((await document.getAttachments()) ?? {}) as Record<
      string,
      { filename: string; content: Uint8Array }
    >;
    const attachments: Record<string, Uint8Array> = {};
    for (const attachment of Object.values(found))
      attachments[attachment.filename] = attachment.content;
    return { text: pages.join('\n'), pages: document.numPages, attachments };
  } finally {
    await document.destroy();
  }
}
