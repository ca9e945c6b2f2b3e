// The PDFs' fonts: Liberation Sans regular and bold (assets/fonts), embedded as subsets, since
// PDF/A allows no font that is not embedded (ISO 19005-3 6.2.11.4.1), and the 14 standard fonts
// know Windows-1252 only, which has no Ł, ş or č for the names on a proof of service. Only the
// glyphs a document uses go into its file. Metric-compatible with Helvetica, which the layouts
// were made for.
import { randomInt } from 'node:crypto';
import fontkit, { type Font } from '@cantoo/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';
import { boldFontBytes, regularFontBytes } from './pdf-assets.js';

/** Enough for a month's repeated labels, dates and amounts; cleared when full. */
const MAX_CACHED_RUNS = 20_000;

/**
 * Shapes each distinct text once. pdf-lib lays a text out with fontkit (the OpenType layout
 * engine) for every draw and every width, most of a render's drawing time, and only reads the
 * glyphs of the result; invoices repeat the same labels, dates and amounts.
 */
function withCachedLayout(font: Font): Font {
  const layout = font.layout.bind(font);
  const runs = new Map<string, ReturnType<Font['layout']>>();
  font.layout = (text: string, features?: Parameters<Font['layout']>[1]) => {
    if (features !== undefined) return layout(text, features);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= MAX_CACHED_RUNS) runs.clear();
      run = layout(text);
      runs.set(text, run);
    }
    return run;
  };
  return font;
}

/**
 * fontkit parses a TTF's tables on every embed; the parsed font is only read (each subset is a new
 * object), so one parse per file serves every invoice and proof.
 */
const parsedFonts = new Map<Uint8Array, Font>();
const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create: ((buffer: Uint8Array) => {
    let font = parsedFonts.get(buffer);
    if (!font) {
      font = withCachedLayout(fontkit.create(buffer) as Font);
      parsedFonts.set(buffer, font);
    }
    return font;
  }) as typeof fontkit.create,
};

/** Each file's code points (thousands), built once per process, found by the embedded font. */
const characterSetsOfFiles = new Map<Uint8Array, Set<number>>();
const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * ISO 32000-1 9.6.4: a subset's name starts with a tag of six capital letters and '+', which
 * PDF/A validators check (pdf-lib names it `LiberationSans-1234`). Any tag will do as long as two
 * subsets of one file differ; regular and bold differ by their names already.
 */
export function subsetTag(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(65 + randomInt(26))).join('');
}

async function embed(pdf: PDFDocument, bytes: Uint8Array): Promise<PDFFont> {
  const { postscriptName } = cachingFontkit.create(bytes) as Font;
  const font = await pdf.embedFont(bytes, {
    subset: true,
    customName: `${subsetTag()}+${postscriptName}`,
  });
  let characters = characterSetsOfFiles.get(bytes);
  if (!characters) {
    characters = new Set(font.getCharacterSet());
    characterSetsOfFiles.set(bytes, characters);
  }
  characterSets.set(font, characters);
  return font;
}

export async function embedPdfFonts(
  pdf: PDFDocument,
): Promise<{ regular: PDFFont; bold: PDFFont }> {
  pdf.registerFontkit(cachingFontkit);
  return { regular: await embed(pdf, regularFontBytes()), bold: await embed(pdf, boldFontBytes()) };
}

/**
 * Replaces what the font cannot draw (and line breaks) so no input can stop a document: a letter
 * the font lacks loses its accent where its base letter is there, anything else becomes '?'.
 */
export function drawable(font: PDFFont, text: string): string {
  const supported = characterSets.get(font) ?? new Set(font.getCharacterSet());
  const has = (char: string) => supported.has(char.codePointAt(0) ?? 0);
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    // Intl's group and currency spaces are narrow or no-break spaces: print them as spaces.
    if (code === 0x202f || code === 0x2009) out += ' ';
    else if (code === 0x2212) out += '-';
    else if (has(char)) out += char;
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every(has) ? base : '?';
    }
  }
  return out;
}
