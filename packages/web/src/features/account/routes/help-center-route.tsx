import { supportContactFor } from '@careport/domain';
import { Anchor, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconFileTypePdf, IconMail, IconPhone, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../../lib/api/get-me';
import { paths } from '../../../lib/paths';
import { useSupportingDocuments, type SupportingDocument } from '../api/get-account-extras';
import { AccountPage } from '../components/account-page';
import { QueryState } from '../components/query-state';

/**
 * spec 2 §2 /account/help-center: supporting documents in sections (pdf ones in the PDF reader,
 * http ones in the web view) and the contact options, which differ for employees (spec 2 §6).
 */
export function HelpCenterRoute() {
  const { t } = useTranslation();
  const me = useMe();
  const documents = useSupportingDocuments();
  const isEmployee = me.data?.isCareportEmployee ?? false;
  const contact = supportContactFor(isEmployee);
  return (
    <AccountPage title={t('account.HELP_TITLE')}>
      <QueryState query={documents} rows={5}>
        {(sections) =>
          sections.length === 0 ? (
            <Text c="dimmed">{t('account.HELP_EMPTY')}</Text>
          ) : (
            sections.map((section) => (
              <Card
                key={section.sectionTitle}
                withBorder
                radius="md"
                padding={0}
                component="section"
              >
                <Title order={2} fz="h5" px="md" pt="md" pb="xs">
                  {section.sectionTitle}
                </Title>
                <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
                  {section.documents.map((document) => (
                    <li
                      key={document.uri}
                      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
                    >
                      <DocumentLink document={document} />
                    </li>
                  ))}
                </Stack>
              </Card>
            ))
          )
        }
      </QueryState>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="support">
        <Title order={2} fz="h4" mb="sm" id="support">
          {t('account.HELP_CONTACT')}
        </Title>
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconPhone size={20} aria-hidden />
            <Anchor href={`tel:${contact.phone.replaceAll(' ', '')}`}>
              {t('account.HELP_PHONE')}: {contact.phone}
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <IconMail size={20} aria-hidden />
            <Anchor href={`mailto:${contact.email}`}>
              {t('account.HELP_EMAIL')}: {contact.email}
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed" mt="xs">
            {t('account.HELP_SUPPORT_HOURS')}:{' '}
            {isEmployee ? t('account.HELP_EMPLOYEE_HOURS') : t('labels.WORKING_HOURS')}
          </Text>
        </Stack>
      </Card>
    </AccountPage>
  );
}

function DocumentLink({ document }: { document: SupportingDocument }) {
  const { t } = useTranslation();
  if (document.type === 'pdf') {
    return (
      <DocumentRow
        to={paths.accountPdf.getHref({ url: document.uri, title: document.title })}
        icon={IconFileTypePdf}
        title={document.title}
      />
    );
  }
  if (document.type === 'http') {
    return (
      <DocumentRow
        to={paths.accountWebView.getHref({ url: document.uri, title: document.title })}
        icon={IconWorld}
        title={document.title}
      />
    );
  }
  // spec 2 §3: an unknown type is only logged; the web cannot show it.
  console.warn('unknown supporting document type', document.type);
  return (
    <Text px="md" py="sm" c="dimmed">
      {document.title}: {t('account.WEB_VERSION_NOT_SUPPORTED')}
    </Text>
  );
}

/** One document of a section: the whole row opens it in the app (reader or web view). */
function DocumentRow(props: { to: string; icon: Icon; title: string }) {
  return (
    <UnstyledButton component={Link} to={props.to} px="md" py="sm" w="100%" display="block">
      <Group gap="sm" wrap="nowrap">
        <props.icon size={22} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
        <Text>{props.title}</Text>
      </Group>
    </UnstyledButton>
  );
}
