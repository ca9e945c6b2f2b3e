/**
 * Invoice numbers: `YYYY-NNNNNN`, consecutive per calendar year without gaps (§ 14 Abs. 4 Nr. 4
 * UStG asks for a unique, consecutive number). The counter itself lives in the database.
 */
const NUMBER = /^(\d{4})-(\d{6,})$/;

export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`year ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`sequence ${sequence}`);
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

export function parseInvoiceNumber(text: string): { year: number; sequence: number } | null {
  const match = NUMBER.exec(text);
  if (!match) return null;
  const sequence = Number(match[2]);
  return sequence >= 1 ? { year: Number(match[1]), sequence } : null;
}
