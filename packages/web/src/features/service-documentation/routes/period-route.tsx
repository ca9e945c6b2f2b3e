import { formatDate } from '@careport/domain';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { useOnlineOnly } from '../../../components/sync/online-only';
import { useErrorMessage } from '../../../lib/error-message';
import { useLocale } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useDocumentationPeriod, type DocumentationPeriod } from '../api/get-service-documentation';
import { useOpenLastFile } from '../api/open-file';
import { monthLabel } from '../components/month-label';
import { PeriodStateBadge } from '../components/period-state-badge';
import { UploadPanel } from '../components/upload-panel';

/**
 * spec 2 §2 the period screen (serviceDocumentationPeriodId, title): its state, the last uploaded
 * file and the upload.
 */
export function PeriodRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { contractId = '', serviceDocumentationPeriodId = '' } = useParams();
  const [search] = useSearchParams();
  const period = useDocumentationPeriod(serviceDocumentationPeriodId);
  const month = period.data ? monthLabel(period.data, locale) : search.get('title');
  return (
    <Stack gap="xs">
      <BackLink to={paths.serviceDocumentation.getHref(contractId)} label={t('finance.SD_TITLE')} />
      <Page title={t('finance.SD_PERIOD_TITLE', { month: month ?? '' }).trim()}>
        {period.isPending ? (
          <Stack gap="sm" aria-busy aria-label={t('shell.LOADING')}>
            <Skeleton height={80} radius="md" />
            <Skeleton height={200} radius="md" />
          </Stack>
        ) : period.isError ? (
          <LoadError
            message={t('customers.DETAIL_LOAD_ERROR')}
            error={period.error}
            onRetry={() => void period.refetch()}
          />
        ) : period.data === null ? (
          <Alert color="gray" variant="light" role="alert">
            {t('finance.SD_NOT_FOUND')}
          </Alert>
        ) : (
          <PeriodDetail period={period.data} />
        )}
      </Page>
    </Stack>
  );
}

function PeriodDetail({ period }: { period: DocumentationPeriod }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const open = useOpenLastFile(period.periodId);
  // The file is fetched afresh, never kept on the device, and an upload needs the server too
  // (record 0108): offline neither works, and the reason shows once, above both.
  const online = useOnlineOnly();
  const file = period.lastUploadedFile;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <PeriodStateBadge state={period.state} />
      </Group>
      {online.reason}
      {period.state === 'DUE' && (
        <Alert color="yellow" variant="light">
          {t('finance.SD_DUE_HINT')}
        </Alert>
      )}
      {period.state === 'OVERDUE' && (
        <Alert color="red" variant="light">
          {t('finance.SD_OVERDUE_HINT')}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="last-file">
        <Title order={2} fz="h4" mb="sm" id="last-file">
          {t('finance.SD_LAST_FILE')}
        </Title>
        {file === null ? (
          <Text c="dimmed">{t('finance.SD_NO_FILE')}</Text>
        ) : (
          <Stack gap="sm">
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <IconFileText size={24} stroke={1.6} aria-hidden style={{ flex: 'none' }} />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {file.filename}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('finance.SD_UPLOADED_AT', { date: formatDate(file.uploadedAt) })}
                </Text>
              </div>
            </Group>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={open.isPending}
              onClick={() => open.mutate()}
              w="fit-content"
              {...online.actionProps}
            >
              {t('finance.SD_OPEN_FILE')}
            </Button>
            {open.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(open.error)}
              </Alert>
            )}
          </Stack>
        )}
      </Card>
      <UploadPanel periodId={period.periodId} online={online} />
    </Stack>
  );
}
