import { PDFDocument } from '@cantoo/pdf-lib';
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
