import { Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarPlus,
  IconCalendarTime,
  IconChecklist,
  IconHistory,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Item(props: { icon: ReactNode; title: string; text: string }) {
  return (
    <List.Item
      icon={
        <ThemeIcon size={36} radius="xl" variant="light" color="teal" aria-hidden>
          {props.icon}
        </ThemeIcon>
      }
    >
      <Text fw={600}>{props.title}</Text>
      <Text c="dimmed" fz="sm">
        {props.text}
      </Text>
    </List.Item>
  );
}

/** spec 1 §2 Diary: the empty state with four explanatory items. */
export function DiaryEmptyState({ isEmployee }: { isEmployee: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3">
            {t('diary.EMPTY_TITLE')}
          </Title>
          <Text c="dimmed">{t('diary.EMPTY_INTRO')}</Text>
        </div>
        <List spacing="md" center={false}>
          <Item
            icon={<IconCalendarPlus size={20} />}
            title={t('diary.EMPTY_ADD_TITLE')}
            text={t(isEmployee ? 'diary.EMPTY_ADD_EMPLOYEE_TEXT' : 'diary.EMPTY_ADD_TEXT')}
          />
          <Item
            icon={<IconCalendarTime size={20} />}
            title={t('diary.EMPTY_UPCOMING_TITLE')}
            text={t('diary.EMPTY_UPCOMING_TEXT')}
          />
          <Item
            icon={<IconChecklist size={20} />}
            title={t('diary.EMPTY_DOCUMENT_TITLE')}
            text={t('diary.EMPTY_DOCUMENT_TEXT')}
          />
          <Item
            icon={<IconHistory size={20} />}
            title={t('diary.EMPTY_PAST_TITLE')}
            text={t('diary.EMPTY_PAST_TEXT')}
          />
        </List>
      </Stack>
    </Card>
  );
}
