// The month every /ops invoice call takes: `yyyy-MM` from 2000-01 to 2100-12.
import { parseInvoiceMonth, type InvoiceMonth } from '@careport/domain';
import { OpsError } from '../../services/ops/ops-error.js';

/** A `yyyy-MM` the run takes, or INVOICE_MONTH_INVALID. */
export function invoiceMonthOf(text: string): InvoiceMonth {
  const month = parseInvoiceMonth(text);
  if (!month) {
    throw new OpsError('INVOICE_MONTH_INVALID', `${text} is not a month from 2000-01 to 2100-12.`);
  }
  return month;
}
