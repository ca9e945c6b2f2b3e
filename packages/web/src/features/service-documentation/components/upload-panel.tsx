import {
  Alert,
  Button,
  Card,
  FileButton,
  SimpleGrid,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCamera, IconCheck, IconFileUpload, IconPhoto } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useOnlineOnly } from '../../../components/sync/online-only';
import { useHttpClient } from '../../../lib/api-context';
import { isApiError } from '../../../lib/api-error';
import { useAppConfig } from '../../../lib/app-config';
import { translateMessage, useErrorMessage } from '../../../lib/error-message';
import { serviceDocumentationQueryKeys } from '../api/query-keys';
import { UPLOAD_FAILED, uploadServiceDocumentation } from '../api/upload-files';
import { uploadFailureReason } from './upload-failure';

/** spec 2 §4 image or service file upload status: progress, completed, failed. */
type Status =
  | { kind: 'idle' }
  | { kind: 'progress'; percent: number }
  | { kind: 'completed' }
  | { kind: 'failed'; error: unknown };

const IMAGE_TYPES = 'image/jpeg,image/png';
const FILE_TYPES = 'application/pdf,image/jpeg,image/png';

/**
 * spec 2 §2 upload by camera, photo library or file, with a progress bar; the failed and success
 * states of spec 2 §8. One file at a time.
 */
export function UploadPanel({
  periodId,
  online,
}: {
  periodId: string;
  /**
   * Record 0108: an upload needs the server; offline the choices are disabled, described by the
   * reason the screen shows once (the period screen, for its file and this panel alike).
   */
  online: ReturnType<typeof useOnlineOnly>;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const client = useHttpClient();
  const { apiBaseUrl } = useAppConfig();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [lastFile, setLastFile] = useState<File | null>(null);
  const abort = useRef<AbortController | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (status.kind === 'completed' || status.kind === 'failed') statusRef.current?.focus();
  }, [status.kind]);

  const upload = async (file: File | null) => {
    if (file === null) return;
    setLastFile(file);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ kind: 'progress', percent: 0 });
    try {
      await uploadServiceDocumentation({
        client,
        apiBaseUrl,
        periodId,
        file,
        signal: controller.signal,
        onProgress: (percent) => setStatus({ kind: 'progress', percent }),
      });
      setStatus({ kind: 'completed' });
      await queryClient.invalidateQueries({ queryKey: serviceDocumentationQueryKeys.all });
    } catch (error) {
      if (controller.signal.aborted) return;
      setStatus({ kind: 'failed', error });
    }
  };

  const busy = status.kind === 'progress';
  const choose = (props: {
    label: string;
    accept: string;
    capture?: 'environment';
    icon: typeof IconCamera;
    variant: 'filled' | 'light';
  }) => (
    <FileButton
      onChange={(file) => void upload(file)}
      accept={props.accept}
      capture={props.capture}
    >
      {(buttonProps) => (
        <Button
          {...buttonProps}
          variant={props.variant}
          size="md"
          disabled={busy}
          {...online.actionProps}
          leftSection={<props.icon size={20} aria-hidden />}
          fullWidth
        >
          {props.label}
        </Button>
      )}
    </FileButton>
  );

  const failure = status.kind === 'failed' ? status.error : null;
  const failureCode = isApiError(failure) ? failure.errorCode : undefined;
  const failureReason = uploadFailureReason(failure);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="upload-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="upload-title">
            {t('finance.SD_UPLOAD_TITLE')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('finance.SD_UPLOAD_HINT')}
          </Text>
        </div>
        <Stack gap="xs">
          {choose({
            label: t('finance.SD_UPLOAD_CAMERA'),
            accept: 'image/*',
            capture: 'environment',
            icon: IconCamera,
            variant: 'filled',
          })}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {choose({
              label: t('finance.SD_UPLOAD_LIBRARY'),
              accept: IMAGE_TYPES,
              icon: IconPhoto,
              variant: 'light',
            })}
            {choose({
              label: t('finance.SD_UPLOAD_FILE'),
              accept: FILE_TYPES,
              icon: IconFileUpload,
              variant: 'light',
            })}
          </SimpleGrid>
        </Stack>
        {status.kind === 'progress' && (
          <Stack gap={4}>
            <Text size="sm" aria-live="polite">
              {t('finance.SD_UPLOAD_PROGRESS', { percent: status.percent })}
            </Text>
            <Progress
              value={status.percent}
              size="lg"
              radius="xl"
              animated
              aria-label={t('finance.SD_UPLOAD_TITLE')}
            />
          </Stack>
        )}
        <div ref={statusRef} tabIndex={-1} style={{ outline: 'none' }}>
          {status.kind === 'completed' && (
            <Alert
              color="green"
              variant="light"
              icon={<IconCheck aria-hidden />}
              title={t('finance.SD_UPLOAD_SUCCESS_TITLE')}
              role="status"
            >
              {t('finance.SD_UPLOAD_SUCCESS')}
            </Alert>
          )}
          {status.kind === 'failed' && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={t('errors.SERVICE_DOCUMENTATION_UPLOAD_FAILED')}
            >
              <Stack gap="xs" align="flex-start">
                {failureCode !== UPLOAD_FAILED && <Text size="sm">{errorMessage(failure)}</Text>}
                {failureReason !== null && (
                  <Text size="sm">{translateMessage(t, { key: failureReason })}</Text>
                )}
                {lastFile !== null && (
                  <Button
                    variant="default"
                    onClick={() => void upload(lastFile)}
                    {...online.actionProps}
                  >
                    {t('finance.SD_UPLOAD_RETRY')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
        </div>
      </Stack>
    </Card>
  );
}
