// Writes the help centre's PDFs (spec 2 §2 supporting documents, spec 1 §2 first-call guide) into
// public/docs/. Plain PDF 1.4 with the standard Helvetica font in WinAnsiEncoding, which covers
// German umlauts and ß, so no dependency is needed. Run: node packages/web/scripts/generate-help-pdfs.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HELP_DOCUMENTS } from './help-documents.mjs';

const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'docs');
const PAGE = { width: 595, height: 842, margin: 64 }; // A4 in points
const WRAP = 78; // characters per line at 11 pt
const LINE_GAP = 6; // points between lines
const FOOTER_BAND = 80; // points kept free above the bottom edge for the footer

/** WinAnsiEncoding is latin1 except for a few typographic marks, which it keeps at 0x80–0x9f. */
const WIN_ANSI = {
  '€': 0x80,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF string literal in WinAnsi, with ( ) \\ escaped. */
function literal(text) {
  const encoded = [...text]
    .map((char) => {
      const code = WIN_ANSI[char] ?? char.codePointAt(0);
      if (code > 0xff) throw new Error(`not in WinAnsiEncoding: ${char}`);
      return String.fromCharCode(code);
    })
    .join('');
  return `(${encoded.replaceAll('\\', '\\\\').replaceAll('(', '\\(').replaceAll(')', '\\)')})`;
}

function wrap(paragraph) {
  const lines = [];
  let line = '';
  for (const word of paragraph.split(/\s+/)) {
    if (line && `${line} ${word}`.length > WRAP) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lines of a document: [text, size] pairs, headings bigger, paragraphs wrapped. */
function layout(document) {
  const lines = [
    [document.title, 18],
    ['', 11],
  ];
  for (const section of document.sections) {
    lines.push([section.heading, 14]);
    for (const paragraph of section.paragraphs) {
      for (const text of wrap(paragraph)) lines.push([text, 11]);
      lines.push(['', 11]);
    }
  }
  // A new page when the next line would reach the footer's band.
  const pages = [[]];
  let used = 0;
  for (const line of lines) {
    const height = line[1] + LINE_GAP;
    if (used + height > PAGE.height - PAGE.margin - FOOTER_BAND) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1).push(line);
    used += height;
  }
  return pages;
}

function pageStream(lines, pageNumber, pageCount, footer) {
  let y = PAGE.height - PAGE.margin;
  const parts = ['BT'];
  for (const [text, size] of lines) {
    parts.push(`/F1 ${size} Tf 1 0 0 1 ${PAGE.margin} ${y} Tm ${literal(text)} Tj`);
    y -= size + LINE_GAP;
  }
  parts.push(
    `/F1 9 Tf 1 0 0 1 ${PAGE.margin} 40 Tm ${literal(`${footer} – Seite ${pageNumber} von ${pageCount}`)} Tj`,
  );
  parts.push('ET');
  return parts.join('\n');
}

function buildPdf(document) {
  const pages = layout(document);
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesId = add('');
  const font = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const kids = pages.map((lines, index) => {
    const stream = pageStream(lines, index + 1, pages.length, document.title);
    const content = add(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(`<< /Title ${literal(document.title)} /Producer (Careport) >>`);

  let output = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(output, 'latin1'));
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(output, 'latin1');
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) output += `${String(offset).padStart(10, '0')} 00000 n \n`;
  output += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\n`;
  output += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(output, 'latin1');
}

mkdirSync(OUT_DIR, { recursive: true });
for (const document of HELP_DOCUMENTS) {
  writeFileSync(path.join(OUT_DIR, document.file), buildPdf(document));
  console.log(`wrote public/docs/${document.file}`);
}
