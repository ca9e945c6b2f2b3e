import { TZDate } from '@date-fns/tz';
import { TIME_ZONE, inBerlin } from '../format/time-zone.js';

/** An invoicing month, `YYYY-MM`. */
export type InvoiceMonth = { year: number; month: number };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function parseInvoiceMonth(text: string): InvoiceMonth | null {
  const match = MONTH.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 2000 || year > 2100) return null;
  return { year, month: Number(match[2]) };
}

export const formatInvoiceMonth = ({ year, month }: InvoiceMonth): string =>
  `${year}-${String(month).padStart(2, '0')}`;

/** The month's first and last day (yyyy-MM-dd) and its instants in Berlin ([start, end)). */
export function invoiceMonthRange(month: InvoiceMonth): {
  from: string;
  to: string;
  start: Date;
  end: Date;
} {
  const start = new TZDate(month.year, month.month - 1, 1, TIME_ZONE);
  const end = new TZDate(month.year, month.month, 1, TIME_ZONE);
  const lastDay = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  const mm = String(month.month).padStart(2, '0');
  return {
    from: `${month.year}-${mm}-01`,
    to: `${month.year}-${mm}-${String(lastDay).padStart(2, '0')}`,
    start: new Date(start.getTime()),
    end: new Date(end.getTime()),
  };
}

/** The month before `now`'s month in Berlin: what the run on the 1st invoices. */
export function previousInvoiceMonth(now: Date): InvoiceMonth {
  const berlin = inBerlin(now);
  const month = berlin.getMonth(); // 0-based: this month − 1, 1-based
  return month === 0
    ? { year: berlin.getFullYear() - 1, month: 12 }
    : { year: berlin.getFullYear(), month };
}
