import { Group, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import type { PdfDocumentComponent } from '../../../components/pdf-document-slot';
import { paths } from '../../../lib/paths';
import { useProofPdf } from '../api/get-proof-pdf';

export type { PdfDocumentComponent };

/**
 * Issue 14, 39 /bookings/{bookingId}/proof: the booking's proof of service in the PDF reader,
 * with download and share. The path names the booking, not a token: a reload or a step back and
 * forth loads it again with a fresh token (record 0107).
 */
export function ProofRoute({ Document }: { Document: PdfDocumentComponent }) {
  const { t } = useTranslation();
  const { bookingId = '' } = useParams();
  const proof = useProofPdf(bookingId);
  const title = t('proof.PROOF_TITLE');
  let body;
  if (proof.isError) {
    // spec 2 §8: the failure's own message, e.g. an expired link or a booking not documented.
    body = (
      <LoadError
        message={t('account.PDF_LOAD_FAILED')}
        error={proof.error}
        onRetry={() => void proof.refetch()}
      />
    );
  } else if (!proof.isSuccess) {
    body = (
      <Group justify="center" py="xl" aria-busy aria-label={t('account.PDF_LOADING')}>
        <Loader />
      </Group>
    );
  } else {
    body = <Document bytes={proof.data} filename="leistungsnachweis.pdf" title={title} />;
  }
  return (
    <Stack gap="xs">
      <BackLink to={paths.bookingDetail.getHref(bookingId)} label={t('account.BACK')} />
      <Page title={title}>{body}</Page>
    </Stack>
  );
}
