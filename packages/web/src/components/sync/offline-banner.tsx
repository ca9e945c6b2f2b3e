import { formatDate, formatTime } from '@careport/domain';
import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useKeptDataTime } from '../../lib/offline/kept-queries';
import { useOnline } from '../../lib/offline/use-online';

/** Issue 14: without a connection, the screens show what the device kept, and from when. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const keptAt = useKeptDataTime();
  if (isOnline) return null;
  const at = keptAt === null ? null : new Date(keptAt).toISOString();
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconWifiOff size={18} aria-hidden />}
      role="status"
      mb="md"
    >
      {at === null
        ? t('sync.OFFLINE_BANNER_NO_DATA')
        : t('sync.OFFLINE_BANNER', { time: `${formatDate(at)} ${formatTime(at)}` })}
    </Alert>
  );
}
