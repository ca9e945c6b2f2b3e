import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import type { PdfDocumentComponent } from '../../../components/pdf-document-slot';
import { useInvoicePdf } from '../api/get-invoice-pdf';
import { InvoicePage } from '../components/invoice-page';
import { invoicePaths } from '../paths';

/** Only names an invoice number could give: the download attribute is a file name. */
const SAFE_FILENAME = /^[A-Za-z0-9._-]{1,80}$/;

/**
 * spec 2 §2 /account/financial-overview/invoice-detail (invoiceId, filename, title): the invoice's
 * PDF in the PDF reader, with download and, where the browser can, share of the same bytes, as the
 * proof of service has (issue 39). The reader is the pdf-reader feature's `PdfDocument`; the app
 * hands it in, since one feature never imports another.
 */
export function InvoiceDetailRoute({ Document }: { Document: PdfDocumentComponent }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const invoiceId = params.get('invoiceId') ?? '';
  const requested = params.get('filename') ?? '';
  const filename = SAFE_FILENAME.test(requested) ? requested : 'rechnung.pdf';
  const title = params.get('title') || t('invoices.DETAIL_TITLE');
  const pdf = useInvoicePdf(invoiceId);
  let body;
  if (invoiceId === '') {
    body = <Text c="dimmed">{t('invoices.PDF_LOAD_ERROR')}</Text>;
  } else if (pdf.isError) {
    body = (
      <LoadError
        message={t('invoices.PDF_LOAD_ERROR')}
        error={pdf.error}
        onRetry={() => void pdf.refetch()}
      />
    );
  } else if (!pdf.isSuccess) {
    body = (
      <Group justify="center" py="xl" aria-busy aria-label={t('shell.LOADING')}>
        <Loader />
      </Group>
    );
  } else {
    body = <Document bytes={pdf.data} filename={filename} title={title} />;
  }
  return (
    <InvoicePage title={title} back={invoicePaths.list.getHref()}>
      {body}
    </InvoicePage>
  );
}
