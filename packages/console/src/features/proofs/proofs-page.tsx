import { Alert, Code, List, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type DragEvent } from 'react';
import { Page } from '../../components/page';
import { LoadingState } from '../../components/states';
import { useApi } from '../../lib/api-context';
import { ApiError } from '../../lib/api-error';
import { formatInstant } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { sha256Hex } from '../../lib/sha256';
import type { ProofVerification } from '@careport/domain/back-office';
import classes from './proofs-page.module.css';

/** Same limit as the server's PDF uploads: a proof is far smaller. */
const MAX_BYTES = 15 * 1024 * 1024;

export function ProofsPage() {
  const { t, locale } = useT();
  const api = useApi();
  const [fileName, setFileName] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: async (file: File) => {
      const sha256 = await sha256Hex(file);
      return api.request<ProofVerification>('/ops/proofs/verify', {
        method: 'POST',
        json: { sha256 },
      });
    },
  });

  const check = (file: File | undefined) => {
    if (!file) return;
    setLocalError(null);
    verify.reset();
    setFileName(file.name);
    if (file.size > MAX_BYTES) {
      setLocalError(t('proofs.tooLarge'));
      return;
    }
    verify.mutate(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    check(event.dataTransfer.files[0]);
  };

  const notFound = verify.error instanceof ApiError && verify.error.code === 'PROOF_NOT_FOUND';

  return (
    <Page title={t('proofs.title')}>
      <Text>{t('proofs.intro')}</Text>
      <Paper
        withBorder
        p="xl"
        className={classes.drop}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap="xs">
          <Text fw={600}>{t('proofs.drop')}</Text>
          <label className={classes.pick}>
            {t('proofs.pick')}
            <input
              type="file"
              accept="application/pdf,.pdf"
              className={classes.input}
              onChange={(event) => check(event.currentTarget.files?.[0])}
            />
          </label>
        </Stack>
      </Paper>
      <div aria-live="polite">
        {fileName !== null && (
          <Text size="sm" mb="xs">
            {t('proofs.file', { name: fileName })}
          </Text>
        )}
        {localError !== null && (
          <Alert color="red" role="alert">
            {localError}
          </Alert>
        )}
        {verify.isPending && <LoadingState label={t('proofs.checking')} />}
        {verify.isSuccess && (
          <Alert color="green" title={t('proofs.valid')}>
            <List size="sm">
              <List.Item>
                {t('proofs.booking')}: <Code>{verify.data.booking_id}</Code>
              </List.Item>
              <List.Item>
                {t('proofs.issued')}: {formatInstant(verify.data.issued_at, locale)}
              </List.Item>
              <List.Item>
                {t('proofs.status')}: {verify.data.booking_status}
              </List.Item>
              <List.Item>
                SHA-256: <Code style={{ wordBreak: 'break-all' }}>{verify.data.sha256}</Code>
              </List.Item>
            </List>
          </Alert>
        )}
        {verify.isError && (
          <Alert
            color="red"
            title={notFound ? t('proofs.invalid') : t('state.errorTitle')}
            role="alert"
          >
            {errorMessage(verify.error, t)}
          </Alert>
        )}
      </div>
    </Page>
  );
}
