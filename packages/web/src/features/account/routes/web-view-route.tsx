import { webViewTarget } from '@careport/domain';
import { Alert, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconWorldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { AccountPage } from '../components/account-page';

/**
 * spec 2 §2 /account/web-view: an http help document, titled by `title`. The browser cannot show
 * another site inside the app (domain webViewTarget says why), so the screen says 'Web version
 * not supported' (spec 2 §8) and offers the document in a new tab; a non-http address gets no link.
 */
export function WebViewRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const title = params.get('title') || t('account.WEB_VIEW_TITLE');
  const target = webViewTarget(params.get('url') ?? '', window.location.origin);
  return (
    <AccountPage title={title} back={paths.helpCenter.getHref()}>
      <Stack gap="md">
        <Alert color="gray" variant="light" icon={<IconWorldOff size={20} aria-hidden />}>
          {t('account.WEB_VERSION_NOT_SUPPORTED')}
        </Alert>
        {target.kind === 'link' && (
          <>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {target.href}
            </Text>
            <Button
              component="a"
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              size="md"
              w="fit-content"
              leftSection={<IconExternalLink size={18} aria-hidden />}
            >
              {t('account.WEB_VIEW_OPEN')}
              <VisuallyHidden> {t('account.OPENS_EXTERNALLY')}</VisuallyHidden>
            </Button>
          </>
        )}
      </Stack>
    </AccountPage>
  );
}
