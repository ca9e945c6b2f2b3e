import { isFulfilled, isPaperProofUploadOffered, isPaperProofViewOffered } from '@careport/domain';
import { Alert, Button, Card, Image, Stack, Text, Title } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineOnly } from '../../../components/sync/online-only';
import { useErrorMessage } from '../../../lib/error-message';
import type { BookingDetail } from '../api/get-booking';
import { invalidateBookings } from '../api/query-keys';
import { useRequestPaperProofUrl } from '../api/request-paper-proof';
import type { ImageUploadStatus } from '../fulfil/components/flow/flow-state';
import { PaperProofUpload } from '../fulfil/components/paper/paper-proof-upload';

/**
 * spec 1 §6, issue 16 §5: employees view a booking's stored paper proof (through a download
 * token) and upload its photo where the rules allow it (the domain's isPaperProof… rules).
 */
export function PaperProofSection(props: {
  booking: BookingDetail;
  isEmployee: boolean;
  now: Date;
}) {
  const { t } = useTranslation();
  const actor = { isEmployee: props.isEmployee };
  const isViewOffered = isPaperProofViewOffered(props.booking, actor);
  const isUploadOffered = isPaperProofUploadOffered(props.booking, actor, props.now);
  // A documented booking signed on paper without its photo says so, rather than nothing.
  const isMissingProof =
    props.isEmployee && isFulfilled(props.booking) && !props.booking.hasCgConfirmationProof;
  if (!isViewOffered && !isUploadOffered && !isMissingProof) return null;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="paper-proof">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="paper-proof">
          {t('diary.PAPER_PROOF_TITLE')}
        </Title>
        {isViewOffered && <PaperProofViewer bookingId={props.booking.bookingId} />}
        {isUploadOffered && <PaperProofUploader bookingId={props.booking.bookingId} />}
        {!isViewOffered && !isUploadOffered && <Text c="dimmed">{t('fulfil.IMAGE_EMPTY')}</Text>}
      </Stack>
    </Card>
  );
}

function PaperProofViewer({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const proof = useRequestPaperProofUrl(bookingId);
  const online = useOnlineOnly();
  if (proof.data !== undefined) {
    return (
      <Image
        src={proof.data}
        alt={t('diary.PAPER_PROOF_IMAGE')}
        radius="md"
        mah={480}
        fit="contain"
        bg="gray.1"
      />
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        leftSection={<IconFileDescription size={20} aria-hidden />}
        loading={proof.isPending}
        onClick={() => proof.mutate()}
        {...online.actionProps}
      >
        {t('diary.PAPER_PROOF_SHOW')}
      </Button>
      {online.reason}
      {proof.isError && (
        <Alert color="red" role="alert" p="xs">
          {errorMessage(proof.error)}
        </Alert>
      )}
    </Stack>
  );
}

function PaperProofUploader({ bookingId }: { bookingId: string }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ImageUploadStatus>('empty');
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <PaperProofUpload
      bookingId={bookingId}
      status={status}
      preview={preview}
      onUploaded={(image) => {
        setStatus('success');
        setPreview(image);
        // The detail now has a stored proof to show.
        void invalidateBookings(queryClient);
      }}
      onFailed={() => setStatus('failed')}
    />
  );
}
