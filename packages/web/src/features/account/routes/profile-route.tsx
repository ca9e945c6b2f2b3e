import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useProfile, type Profile } from '../api/get-profile';
import { AccountPage } from '../components/account-page';
import { QueryState } from '../components/query-state';

type Entry = { href: string; title: string; summary: string };

/** spec 2 §2 /account/profile: the five sub-screens in the spec's order, services not for employees. */
export function ProfileRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  const entriesOf = (data: Profile): Entry[] => {
    const count = (keys: readonly string[]) => t('account.SELECTED_COUNT', { count: keys.length });
    return [
      {
        href: paths.aboutMe.getHref(),
        title: t('account.ABOUT_ME'),
        summary: data.aboutMe ?? t('account.ABOUT_ME_HINT'),
      },
      ...(data.isCareportEmployee
        ? []
        : [
            {
              href: paths.profileServices.getHref(),
              title: t('account.SERVICES'),
              summary: count(data.subServiceIds),
            },
          ]),
      {
        href: paths.educationAndQualifications.getHref(),
        title: t('account.EDUCATION_AND_QUALIFICATIONS'),
        summary: count(data.educationAndQualifications),
      },
      {
        href: paths.experienceAndAbilities.getHref(),
        title: t('account.EXPERIENCE_AND_ABILITIES'),
        summary: count([...data.experienceAndSkills, ...data.experienceWithMedicalConditions]),
      },
      {
        href: paths.languages.getHref(),
        title: t('account.LANGUAGES'),
        summary:
          data.languages.map((key) => t(`labels.language.${key}`)).join(', ') ||
          t('account.NOT_SET'),
      },
    ];
  };
  return (
    <AccountPage title={t('account.PROFILE_TITLE')}>
      <QueryState query={profile} rows={5}>
        {(data) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {entriesOf(data).map((entry) => (
              <li key={entry.href}>
                <Card withBorder radius="md" padding={0}>
                  <UnstyledButton component={Link} to={entry.href} p="md" w="100%" display="block">
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600}>{entry.title}</Text>
                        <Text size="sm" c="dimmed" lineClamp={2}>
                          {entry.summary}
                        </Text>
                      </div>
                      <IconChevronRight size={20} aria-hidden />
                    </Group>
                  </UnstyledButton>
                </Card>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </AccountPage>
  );
}
