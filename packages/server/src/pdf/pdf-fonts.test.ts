import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawable, embedPdfFonts } from './pdf-fonts.js';

describe('what the embedded font can draw', () => {
  it('draws German, Polish, Turkish and Czech letters as written', async () => {
    const { regular, bold } = await embedPdfFonts(await PDFDocument.create());
    const name = 'Jürgen Weiß, Małgorzata Łuczak, Şükrü Çelik, Dvořák';
    expect(drawable(regular, name)).toBe(name);
    expect(drawable(bold, name)).toBe(name);
  });

  it('drops an accent the font lacks and replaces what it cannot draw at all', async () => {
    const { regular } = await embedPdfFonts(await PDFDocument.create());
    // Liberation Sans has no Vietnamese letters: their base letters stand in.
    expect(drawable(regular, 'Nguyễn Thị Ơn')).toBe('Nguyen Thi On');
    expect(drawable(regular, 'Name 漢字')).toBe('Name ??');
    expect(drawable(regular, 'zwei\nZeilen\tund 1\u202f000 \u2212 5')).toBe(
      'zwei Zeilen und 1 000 - 5',
    );
  });
});

describe('the embedded fonts in the file', () => {
  it('are named as subsets with the six-letter tag of ISO 32000 9.6.4, in every dictionary', async () => {
    const pdf = await PDFDocument.create();
    const { regular, bold } = await embedPdfFonts(pdf);
    pdf.addPage().drawText('Größe', { font: regular });
    pdf.getPages()[0]!.drawText('Größe', { font: bold, y: 20 });
    const saved = await PDFDocument.load(await pdf.save());
    const names: string[] = [];
    for (const [, object] of saved.context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFDict)) continue;
      for (const key of ['BaseFont', 'FontName']) {
        const name = object.lookup(PDFName.of(key));
        if (name instanceof PDFName) names.push(name.decodeText());
      }
    }
    // Type0 font, CIDFont and descriptor of each of the two fonts.
    expect(names).toHaveLength(6);
    for (const name of names) expect(name).toMatch(/^[A-Z]{6}\+LiberationSans(-Bold)?$/);
    expect(new Set(names.map((name) => name.slice(0, 6))).size).toBe(2);
  });
});
