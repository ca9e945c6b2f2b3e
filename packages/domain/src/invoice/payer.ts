import type { PaymentMethod } from '../catalogue/enums.js';

/**
 * Who a CUSTOMER invoice goes to (spec 1 §3 payment methods): the customer, or — where the
 * customer assigned the claim (Abtretung) — the insurer or the public body that pays. Direct
 * reimbursement (§ 45b SGB XI relief amount), the household-help variants (§ 24 / § 38.1 SGB V)
 * and workshop / social welfare are paid by the payer; the rest by the customer.
 */
export type InvoicePayer = 'CUSTOMER' | 'INSURER';

export function payerOf(method: PaymentMethod | null): InvoicePayer {
  switch (method) {
    case 'direct_reimbursement':
    case 'household_help_24':
    case 'household_help_38_1':
    case 'workshop_social_welfare':
      return 'INSURER';
    case 'invoice':
    case 'sepa':
    case 'sepa_direct_debit':
    case 'private_payment':
    case null:
      return 'CUSTOMER';
  }
}
