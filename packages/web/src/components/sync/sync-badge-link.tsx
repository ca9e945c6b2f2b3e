import { Badge, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countOpen, useOutbox } from '../../lib/offline/outbox';
import { paths } from '../../lib/paths';
import classes from './sync-badge-link.module.css';

/** Issue 14: the shell's way to the sync queue, shown while anything waits or failed. */
export function SyncBadgeLink(props: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const { entries } = useOutbox();
  const count = countOpen(entries);
  if (count === 0) return null;
  const hasFailed = entries.some((entry) => entry.state === 'failed');
  return (
    <UnstyledButton component={Link} to={paths.sync.getHref()} className={classes.link}>
      <Group gap={6} wrap="nowrap">
        <IconCloudUpload size={22} aria-hidden />
        {props.withLabel && (
          <Text size="sm" aria-hidden>
            {t('sync.NAV_LABEL')}
          </Text>
        )}
        <Badge color={hasFailed ? 'red.8' : 'orange.9'} variant="filled" aria-hidden>
          {count}
        </Badge>
        <VisuallyHidden>
          {t('sync.NAV_LABEL')}: {t('sync.BADGE_DESCRIPTION', { count })}
        </VisuallyHidden>
      </Group>
    </UnstyledButton>
  );
}
