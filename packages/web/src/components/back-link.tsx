import { Anchor, Group } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way back above a diary screen (to the diary, or to `to`). */
export function BackLink(props: { to: string; label?: string }) {
  const { t } = useTranslation();
  return (
    // issue 16 §11: the whole 44 px row takes the tap, not only the 22 px line of text.
    <Anchor
      component={Link}
      to={props.to}
      underline="hover"
      fz="sm"
      w="fit-content"
      mih={44}
      display="inline-flex"
      style={{ alignItems: 'center' }}
    >
      <Group gap={2} wrap="nowrap">
        <IconChevronLeft size={16} aria-hidden />
        {props.label ?? t('diary.BACK_TO_DIARY')}
      </Group>
    </Anchor>
  );
}
