import { Alert, Anchor, Group } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { isOwnOriginUrl } from '../components/own-origin';
import { PdfViewer } from '../components/pdf-viewer';

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
      <Page title={title}>
        {isAllowed ? (
          <PdfViewer key={url} url={url} />
        ) : (
          <Alert color="red" variant="light" role="alert">
            {t('account.PDF_ERROR')}
          </Alert>
        )}
      </Page>
    </>
  );
}
