import { Alert, Anchor, Group, Loader } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { usePdfBytes } from '../api/get-pdf';
import { isOwnOriginUrl } from '../components/own-origin';
import { PdfDocument } from '../components/pdf-document';

/**
 * spec 2 §2 /account/pdf and /customers/pdf: `url` is the file (our origin only), `title` the
 * header. The reader is opened from several screens, so 'back' returns to the one it came from
 * (the installed app has no browser back button); opened directly, it leads to its area.
 */
export function PdfReaderRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const area = location.pathname.startsWith('/customers')
    ? '/customers'
    : location.pathname.startsWith('/bookings')
      ? '/bookings'
      : '/account/help-center';
  // React Router's first entry has the key 'default': nothing of ours to go back to.
  const back = () => void (location.key === 'default' ? navigate(area) : navigate(-1));
  const url = params.get('url') ?? '';
  const title = params.get('title') || t('account.PDF_TITLE');
  const isAllowed = url !== '' && isOwnOriginUrl(url, window.location.origin);
  const pdf = usePdfBytes(url, isAllowed);
  let body;
  if (!isAllowed) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('account.PDF_ERROR')}
      </Alert>
    );
  } else if (pdf.isError) {
    // spec 2 §8: the failure's own message (the server's code through the error catalogue).
    body = (
      <LoadError
        message={t('account.PDF_LOAD_FAILED')}
        error={pdf.error}
        onRetry={() => void pdf.refetch()}
      />
    );
  } else if (!pdf.isSuccess) {
    body = (
      <Group justify="center" py="xl" aria-busy aria-label={t('account.PDF_LOADING')}>
        <Loader />
      </Group>
    );
  } else {
    body = <PdfDocument bytes={pdf.data} filename={fileNameOf(url)} title={title} />;
  }
  return (
    <>
      {/* The whole 44 px row takes the tap, as BackLink's (issue 16 §11). */}
      <Anchor
        component="button"
        type="button"
        onClick={back}
        fz="sm"
        mb="xs"
        mih={44}
        display="flex"
        style={{ alignItems: 'center' }}
      >
        <Group gap={2} wrap="nowrap">
          <IconChevronLeft size={16} aria-hidden />
          {t('account.BACK')}
        </Group>
      </Anchor>
      <Page title={title}>{body}</Page>
    </>
  );
}

/** The last segment of the file's path: what the download saves it as. */
function fileNameOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url, window.location.origin).pathname.split('/').pop() ?? '');
  } catch {
    return '';
  }
}
