import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/** An IBAN without spaces, upper case. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? value.replace(/\s+/g, '').toUpperCase();
}

/**
 * ISO 13616 with the country's length and format and the mod-97 checksum, by ibantools (issue
 * 12: a maintained library rather than our own arithmetic).
 */
export function isValidIban(value: string): boolean {
  return isValidIBAN(normalizeIban(value));
}

/** ISO 9362: 4 letters bank, 2 letters country, 2 alphanumerics location, optional 3 branch. */
export function isValidBic(value: string): boolean {
  return isValidBIC(value.replace(/\s+/g, '').toUpperCase());
}
