import { Anchor, Group } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way back above a diary screen (to the diary, or to `to`). */
export function BackLink(props: { to: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={props.to} underline="hover" fz="sm" w="fit-content">
      <Group gap={2} wrap="nowrap">
        <IconChevronLeft size={16} aria-hidden />
        {props.label ?? t('diary.BACK_TO_DIARY')}
      </Group>
    </Anchor>
  );
}
