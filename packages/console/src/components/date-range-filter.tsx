import { Group, TextInput } from '@mantine/core';
import { useT } from '../lib/i18n';

/** From and to days (inclusive), as the list calls take them. */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const { t } = useT();
  return (
    <Group gap="sm" wrap="wrap">
      <TextInput
        label={t('filter.from')}
        type="date"
        value={from}
        onChange={(event) => onChange({ from: event.currentTarget.value, to })}
      />
      <TextInput
        label={t('filter.to')}
        type="date"
        value={to}
        onChange={(event) => onChange({ from, to: event.currentTarget.value })}
      />
    </Group>
  );
}
