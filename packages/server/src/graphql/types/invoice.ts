// spec 2 §7 invoices list (spec 2 §3 Invoice). Independents only: an employee's query is refused
// with FORBIDDEN (spec 2 §6), by the service, not by the app hiding the screen.
import { INVOICE_TYPES } from '@careport/domain';
import { listInvoices, type InvoiceView } from '../../invoices/caregiver-invoices.js';
import { builder } from '../builder.js';
import { callerOf } from '../context.js';
import { PersonName } from './caregiver.js';

const InvoiceTypeEnum = builder.enumType('InvoiceType', { values: INVOICE_TYPES });

const InvoiceCareReceiver = builder
  .objectRef<InvoiceView['careReceiver']>('InvoiceCareReceiver')
  .implement({
    description:
      'The name the invoice was issued with; empty once the care receiver was anonymized ' +
      '(the app then points to the finance team, spec 2 §2).',
    fields: (t) => ({
      name: t.field({
        type: PersonName,
        resolve: (receiver) => ({ firstName: receiver.firstName, lastName: receiver.lastName }),
      }),
      isAnonymized: t.exposeBoolean('isAnonymized'),
    }),
  });

const Invoice = builder.objectRef<InvoiceView>('Invoice').implement({
  description:
    'spec 2 §3 Invoice. The PDF comes through POST /caregiver-app/invoice/{id}/request-token.',
  fields: (t) => ({
    invoiceId: t.exposeID('invoiceId'),
    invoiceNumber: t.exposeString('invoiceNumber'),
    invoiceType: t.field({ type: InvoiceTypeEnum, resolve: (invoice) => invoice.invoiceType }),
    originalInvoiceId: t.exposeID('originalInvoiceId', {
      nullable: true,
      description: 'Set on CUSTOMER_STORNO and COMMISSION_STORNO: the invoice it cancels.',
    }),
    invoicingPeriodTo: t.exposeString('invoicingPeriodTo', { description: 'yyyy-MM-dd' }),
    creationDate: t.exposeString('creationDate', {
      description: 'yyyy-MM-dd; on a storno, the date the original was cancelled.',
    }),
    customerId: t.exposeID('customerId', { nullable: true }),
    contractId: t.exposeID('contractId', { nullable: true }),
    caregiverId: t.exposeID('caregiverId'),
    filename: t.exposeString('filename'),
    grossInCents: t.exposeInt('grossInCents', {
      nullable: true,
      description:
        'Issue 39, beyond spec 2 §3: the total the invoice charges, in cents (negative on a ' +
        'storno); null while the invoice run is still making it.',
    }),
    careReceiver: t.field({
      type: InvoiceCareReceiver,
      resolve: (invoice) => invoice.careReceiver,
    }),
  }),
});

builder.queryField('invoices', (t) =>
  t.field({
    type: [Invoice],
    description: "spec 2 §7 the caller's invoices, newest period first. FORBIDDEN for employees.",
    resolve: (_root, _args, context) => listInvoices(context.deps.db, callerOf(context)),
  }),
);
