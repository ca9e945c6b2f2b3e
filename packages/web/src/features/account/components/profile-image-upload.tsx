import { profileImagePath, profileImageWidthFor } from '@careport/domain';
import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { useOnlineOnly } from '../../../components/sync/online-only';
import { useMe } from '../../../lib/api/get-me';
import { useAppConfig } from '../../../lib/app-config';
import { useErrorMessage } from '../../../lib/error-message';
import { useUploadProfileImage } from '../api/upload-profile-image';

const AVATAR_PX = 96;

/**
 * Issue 11: the profile picture in the about-me screen. The server answers the hash; the picture
 * is fetched at the width that covers 96 css px on this screen's pixel ratio. Upload status as
 * spec 2 §4 lists it (progress, completed, failed), announced to screen readers.
 */
export function ProfileImageUpload(props: {
  /** Issue 39: offline the upload is disabled; the screen says why once. */
  online: ReturnType<typeof useOnlineOnly>;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const { apiBaseUrl } = useAppConfig();
  const upload = useUploadProfileImage();
  const errorMessage = useErrorMessage();
  const hash = me.data?.profileImageHash ?? null;
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio;
  const src =
    hash === null
      ? null
      : `${apiBaseUrl.replace(/\/+$/, '')}${profileImagePath(hash, profileImageWidthFor(AVATAR_PX, ratio))}`;
  const initials = me.data ? `${me.data.firstName.charAt(0)}${me.data.lastName.charAt(0)}` : '';

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar
        src={src}
        size={AVATAR_PX}
        radius={AVATAR_PX}
        color="amber"
        alt={src === null ? undefined : t('account.PROFILE_IMAGE_ALT')}
        aria-hidden={src === null ? true : undefined}
      >
        {initials}
      </Avatar>
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Text fw={600}>{t('account.PROFILE_IMAGE')}</Text>
        {hash === null && (
          <Text size="sm" c="dimmed">
            {t('account.PROFILE_IMAGE_NONE')}
          </Text>
        )}
        <FileButton
          accept="image/png,image/jpeg"
          onChange={(file) => {
            if (file) upload.mutate(file);
          }}
        >
          {(fileProps) => (
            <Button
              {...fileProps}
              {...props.online.actionProps}
              variant="light"
              size="md"
              leftSection={<IconCamera size={18} aria-hidden />}
              loading={upload.isPending}
            >
              {hash === null
                ? t('account.PROFILE_IMAGE_CHOOSE')
                : t('account.PROFILE_IMAGE_CHANGE')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('account.PROFILE_IMAGE_HINT')}
        </Text>
        <div role="status" aria-live="polite">
          {upload.isPending && <Text size="sm">{t('account.PROFILE_IMAGE_UPLOADING')}</Text>}
          {upload.isSuccess && (
            <Text size="sm" fw={500}>
              {t('account.PROFILE_IMAGE_SAVED')}
            </Text>
          )}
        </div>
        {upload.isError && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {t('account.PROFILE_IMAGE_FAILED', { message: errorMessage(upload.error) })}
          </Alert>
        )}
      </Stack>
    </Group>
  );
}
