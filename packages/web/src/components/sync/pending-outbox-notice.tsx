import { Alert } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../../lib/offline/outbox';

/**
 * Issue 14: on the sign-in screen after a session ended with documentation still on the device
 * (a refused token renewal): it is kept, and goes out once the caregiver is signed in again.
 */
export function PendingOutboxNotice() {
  const { t } = useTranslation();
  const { entries } = useOutbox();
  const count = entries.filter((entry) => entry.state === 'waiting').length;
  if (count === 0) return null;
  return (
    <Alert role="status" color="orange" variant="light" icon={<IconCloudUpload aria-hidden />}>
      {t('auth.PENDING_OUTBOX', { count })}
    </Alert>
  );
}
