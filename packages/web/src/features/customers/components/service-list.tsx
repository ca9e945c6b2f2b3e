import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import type { SubService } from '../api/proposal-fields';
import { subServiceLabel } from './format-customer';

/** spec 1 §3: the requested sub-services, labelled in the current language. */
export function ServiceList(props: { services: SubService[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (props.services.length === 0) return <Text c="dimmed">{t('customers.SERVICES_NONE')}</Text>;
  return (
    <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {props.services.map((service) => (
        <Badge
          key={service.subServiceId}
          component="li"
          variant="light"
          color="teal"
          radius="sm"
          tt="none"
          size="lg"
          fw={500}
        >
          {subServiceLabel(service, locale)}
        </Badge>
      ))}
    </Group>
  );
}
