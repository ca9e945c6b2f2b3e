import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useInvoicePdfUrl } from '../api/get-invoice-pdf';
import { InvoicePage } from '../components/invoice-page';
import { invoicePaths } from '../paths';

/** Only names an invoice number could give: the download attribute is a file name. */
const SAFE_FILENAME = /^[A-Za-z0-9._-]{1,80}$/;

/**
 * spec 2 §2 /account/financial-overview/invoice-detail (invoiceId, filename, title): the invoice's
 * PDF in the PDF reader, with a download of the same file. The reader is the pdf-reader feature's;
 * the app hands it in as `Viewer`, since one feature never imports another.
 */
export function InvoiceDetailRoute({
  Viewer,
}: {
  Viewer: ComponentType<{ url: string | Uint8Array }>;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const invoiceId = params.get('invoiceId') ?? '';
  const requested = params.get('filename') ?? '';
  const filename = SAFE_FILENAME.test(requested) ? requested : 'rechnung.pdf';
  const title = params.get('title') || t('invoices.DETAIL_TITLE');
  const pdf = useInvoicePdfUrl(invoiceId);
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
    body = (
      <Stack gap="sm">
        <Group>
          <Button
            component="a"
            href={pdf.data.url}
            download={filename}
            leftSection={<IconDownload size={18} aria-hidden />}
            variant="light"
          >
            {t('invoices.DOWNLOAD')}
          </Button>
        </Group>
        <Viewer url={pdf.data.bytes} />
      </Stack>
    );
  }
  return (
    <InvoicePage title={title} back={invoicePaths.list.getHref()}>
      {body}
    </InvoicePage>
  );
}
