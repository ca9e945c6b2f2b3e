import type { InvoiceType } from '../catalogue/enums.js';

/**
 * The commission is an ordinary service of the marketplace to the caregiver: standard rate. Care
 * and everyday help to people in need of care are exempt (§ 4 Nr. 16 UStG), so the customer
 * invoice carries no VAT, only the exemption note (docs/decisions/0038-invoices.md).
 */
export const COMMISSION_VAT_PERCENT = 19;

export type TaxTreatment =
  { kind: 'standard'; ratePercent: number } | { kind: 'exempt'; note: string };

export const CARE_EXEMPTION_NOTE =
  'Steuerfreie Leistung gemäß § 4 Nr. 16 UStG (Betreuungs- und Pflegeleistungen).';

export function taxTreatmentOf(type: InvoiceType): TaxTreatment {
  return type === 'COMMISSION' || type === 'COMMISSION_STORNO'
    ? { kind: 'standard', ratePercent: COMMISSION_VAT_PERCENT }
    : { kind: 'exempt', note: CARE_EXEMPTION_NOTE };
}

export const isStornoType = (type: InvoiceType): boolean =>
  type === 'CUSTOMER_STORNO' || type === 'COMMISSION_STORNO';

/** The storno that cancels an invoice of `type`. */
export function stornoTypeOf(type: InvoiceType): InvoiceType {
  if (type === 'CUSTOMER') return 'CUSTOMER_STORNO';
  if (type === 'COMMISSION') return 'COMMISSION_STORNO';
  throw new Error(`a ${type} cannot be cancelled again`);
}

/** spec 2 §2: where caregivers ask about anonymized invoices (and the invoices' contact). */
export const FINANCE_CONTACT_EMAIL = 'finanzen@careport.example';
