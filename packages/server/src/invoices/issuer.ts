// The marketplace as an invoice's issuer (docs/decisions/0038-invoices.md). Fixed here: it is the
// operator's own master data, the same on every server; a deployment for another operator changes
// this file, not an environment variable that could drift between instances.
import { FINANCE_CONTACT_EMAIL } from '@careport/domain';
import type { InvoiceParty } from './invoice-document.js';

export const MARKETPLACE: InvoiceParty & { iban: string; bic: string } = {
  name: 'Careport GmbH',
  street: 'Schönhauser Allee 10',
  postalCode: '10119',
  city: 'Berlin',
  taxNo: '37/123/45678',
  ustId: 'DE123456789',
  email: FINANCE_CONTACT_EMAIL,
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
};
