import type { ListedInvoice } from '@careport/domain';
import { INVOICE_TYPES } from '@careport/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';

// spec 2 §7 invoices list (spec 2 §3 Invoice).
export const invoicesDocument = graphql<{ invoices: unknown }>(`
  query Invoices {
    invoices {
      invoiceId
      invoiceNumber
      invoiceType
      originalInvoiceId
      invoicingPeriodTo
      creationDate
      filename
      grossInCents
      careReceiver {
        name {
          firstName
          lastName
        }
        isAnonymized
      }
    }
  }
`);

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const invoicesSchema = z.array(
  z.object({
    invoiceId: z.string(),
    invoiceNumber: z.string(),
    invoiceType: z.enum(INVOICE_TYPES),
    originalInvoiceId: z.string().nullable(),
    invoicingPeriodTo: day,
    creationDate: day,
    filename: z.string(),
    grossInCents: z.number().int().nullable(),
    careReceiver: z.object({
      name: z.object({ firstName: z.string(), lastName: z.string() }),
      isAnonymized: z.boolean(),
    }),
  }),
);

export type Invoice = ListedInvoice & { filename: string; grossInCents: number | null };

export const invoiceQueryKeys = {
  list: ['invoices', 'list'] as const,
  pdf: (invoiceId: string) => ['invoices', 'pdf', invoiceId] as const,
};

export function useInvoices(options: { enabled: boolean }) {
  const client = useHttpClient();
  return useQuery({
    queryKey: invoiceQueryKeys.list,
    enabled: options.enabled,
    queryFn: async ({ signal }): Promise<Invoice[]> => {
      const reply = await requestGraphql(client, invoicesDocument, {}, { signal });
      return invoicesSchema.parse(reply.invoices).map((invoice) => ({
        ...invoice,
        careReceiver: {
          ...invoice.careReceiver.name,
          isAnonymized: invoice.careReceiver.isAnonymized,
        },
      }));
    },
  });
}
