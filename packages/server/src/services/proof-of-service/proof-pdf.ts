import { PDFDocument, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { drawable, embedPdfFonts } from '../../pdf/pdf-fonts.js';

/** What a proof of service shows (issue 14), already in words: the layout only places it. */
export type ProofContent = {
  /** Fixes the document's dates, so a proof says when it was made, not when it was read. */
  madeAt: Date;
  title: string;
  issuer: string;
  /** Label and value rows, top to bottom. */
  rows: { label: string; value: string }[];
  images: { label: string; png?: Uint8Array; jpg?: Uint8Array }[];
  noImages: string;
  footer: string;
};

const PAGE = { width: 595.28, height: 841.89 } as const; // A4 in points
const MARGIN = 50;
const LABEL_WIDTH = 170;
const TEXT = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);

/**
 * Splits text into lines that fit `width` (words kept whole where they fit at all), each drawable
 * in `font`; a line break in the text starts a new line.
 */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n').map((part) => drawable(font, part))) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const next = line === '' ? word : `${line} ${word}`;
      if (line !== '' && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    lines.push(line);
  }
  return lines;
}

type Cursor = { page: PDFPage; y: number };

/** Renders the proof as an A4 PDF with the signatures (or the paper photo) as images. */
export async function renderProofPdf(content: ProofContent): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(content.title);
  document.setProducer('Careport');
  document.setCreator('Careport');
  document.setCreationDate(content.madeAt);
  document.setModificationDate(content.madeAt);
  const { regular: font, bold } = await embedPdfFonts(document);
  const cursor: Cursor = {
    page: document.addPage([PAGE.width, PAGE.height]),
    y: PAGE.height - MARGIN,
  };
  const ensureRoom = (height: number) => {
    if (cursor.y - height < MARGIN + 30) {
      cursor.page = document.addPage([PAGE.width, PAGE.height]);
      cursor.y = PAGE.height - MARGIN;
    }
  };
  const write = (
    text: string,
    options: { x: number; size: number; font: PDFFont; color?: typeof TEXT },
  ) => {
    cursor.page.drawText(drawable(options.font, text), {
      x: options.x,
      y: cursor.y,
      size: options.size,
      font: options.font,
      color: options.color ?? TEXT,
    });
  };

  write(content.title, { x: MARGIN, size: 20, font: bold });
  cursor.y -= 18;
  write(content.issuer, { x: MARGIN, size: 10, font, color: MUTED });
  cursor.y -= 28;

  const valueWidth = PAGE.width - 2 * MARGIN - LABEL_WIDTH;
  for (const row of content.rows) {
    const lines = wrap(font, 10, row.value, valueWidth);
    ensureRoom(lines.length * 14 + 6);
    write(row.label, { x: MARGIN, size: 10, font: bold });
    for (const line of lines) {
      write(line, { x: MARGIN + LABEL_WIDTH, size: 10, font });
      cursor.y -= 14;
    }
    cursor.y -= 6;
  }

  cursor.y -= 10;
  const images = content.images.filter((image) => image.png ?? image.jpg);
  if (images.length === 0) {
    ensureRoom(20);
    write(content.noImages, { x: MARGIN, size: 10, font, color: MUTED });
    cursor.y -= 20;
  }
  for (const image of images) {
    const embedded = image.png
      ? await document.embedPng(image.png)
      : await document.embedJpg(image.jpg ?? new Uint8Array());
    const maxWidth = PAGE.width - 2 * MARGIN;
    const maxHeight = image.jpg ? 420 : 140;
    const scale = Math.min(maxWidth / embedded.width, maxHeight / embedded.height, 1);
    const width = embedded.width * scale;
    const height = embedded.height * scale;
    ensureRoom(height + 30);
    write(image.label, { x: MARGIN, size: 10, font: bold });
    cursor.y -= 8 + height;
    cursor.page.drawRectangle({
      x: MARGIN,
      y: cursor.y,
      width,
      height,
      borderColor: MUTED,
      borderWidth: 0.5,
    });
    cursor.page.drawImage(embedded, { x: MARGIN, y: cursor.y, width, height });
    cursor.y -= 24;
  }

  const pages = document.getPages();
  pages.forEach((page, index) => {
    const footer = `${content.footer}  ${index + 1}/${pages.length}`;
    for (const [line, text] of wrap(font, 8, footer, PAGE.width - 2 * MARGIN).entries()) {
      page.drawText(text, { x: MARGIN, y: MARGIN - line * 10, size: 8, font, color: MUTED });
    }
  });
  return document.save({ useObjectStreams: false });
}
