import { Alert, Button, Image, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCamera, IconCircleCheck } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadBookingImage } from '../../api/upload-booking-image';
import type { ImageUploadStatus } from '../flow/flow-state';
import { PhotoEncoderContext } from './encode-photo';

/**
 * spec 1 §2 the classic way: a photo of the signed paper proof, by camera or from the files,
 * re-encoded at quality 0.75 and uploaded at once. spec 1 §4, §8: the status is empty, failed
 * ('Bild hochladen fehlgeschlagen', red) or success ('Bild hochgeladen', green).
 */
export function PaperProofUpload(props: {
  bookingId: string;
  status: ImageUploadStatus;
  preview: string | null;
  onUploaded: (preview: string) => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const encodePhoto = useContext(PhotoEncoderContext);
  const upload = useUploadBookingImage();
  const [isWorking, setIsWorking] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // The same photo can be chosen again after a failure.
    event.currentTarget.value = '';
    if (file === undefined) return;
    setIsWorking(true);
    try {
      const image = await encodePhoto(file);
      await upload.mutateAsync({ bookingId: props.bookingId, kind: 'paper', image });
      props.onUploaded(image);
    } catch (error) {
      console.error('Paper proof upload failed', error);
      props.onFailed();
    } finally {
      setIsWorking(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text>{t('fulfil.PAPER_HINT')}</Text>
      {props.preview !== null && (
        <Image
          src={props.preview}
          alt={t('fulfil.PHOTO_PREVIEW')}
          radius="md"
          mah={240}
          fit="contain"
          bg="gray.1"
        />
      )}
      {/* The button opens the camera or the files; the input itself stays out of sight. */}
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t('fulfil.PHOTO_INPUT')}
        onChange={(event) => void choose(event)}
        disabled={isWorking}
        hidden
      />
      <Button
        variant={props.status === 'success' ? 'default' : 'filled'}
        color="teal"
        leftSection={<IconCamera size={18} aria-hidden />}
        disabled={isWorking}
        onClick={() => inputRef.current?.click()}
      >
        {t(props.status === 'success' ? 'fulfil.PHOTO_REPLACE' : 'fulfil.PHOTO_CHOOSE')}
      </Button>
      <div aria-live="polite">
        {isWorking ? (
          <Text size="sm" c="dimmed" component="div">
            <Loader size="xs" mr="xs" aria-hidden />
            {t('fulfil.IMAGE_UPLOADING')}
          </Text>
        ) : (
          <UploadStatus status={props.status} />
        )}
      </div>
    </Stack>
  );
}

function UploadStatus({ status }: { status: ImageUploadStatus }) {
  const { t } = useTranslation();
  switch (status) {
    case 'empty':
      return (
        <Text size="sm" c="dimmed">
          {t('fulfil.IMAGE_EMPTY')}
        </Text>
      );
    case 'success':
      return (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} p="xs">
          {t('errors.IMAGE_UPLOAD_SUCCEEDED')}
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} p="xs" role="alert">
          {t('errors.IMAGE_UPLOAD_FAILED')}
        </Alert>
      );
  }
}
