import { Checkbox, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const STORAGE_PREFIX = 'careport:checklist:';

function readChecked(storageKey: string): string[] {
  try {
    const stored: unknown = JSON.parse(
      window.localStorage.getItem(STORAGE_PREFIX + storageKey) ?? '[]',
    );
    return Array.isArray(stored)
      ? stored.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * A checklist whose ticks stay on this device (per contract and list), so a caregiver can walk it
 * during a call and come back to it.
 */
export function Checklist(props: {
  storageKey: string;
  items: { key: string; label: string }[];
  label: string;
}) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(() => readChecked(props.storageKey));
  const change = (next: string[]) => {
    setChecked(next);
    try {
      window.localStorage.setItem(STORAGE_PREFIX + props.storageKey, JSON.stringify(next));
    } catch {
      // Storage unavailable: the ticks last while the screen is open.
    }
  };
  const done = props.items.filter((item) => checked.includes(item.key)).length;
  const total = props.items.length;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fz="sm" c="dimmed" aria-live="polite">
          {done === total
            ? t('customers.CHECKLIST_DONE')
            : t('customers.CHECKLIST_PROGRESS', { done, total })}
        </Text>
        <Progress
          value={(done / total) * 100}
          aria-hidden
          color={done === total ? 'green' : 'amber'}
        />
      </Stack>
      <Checkbox.Group label={props.label} value={checked} onChange={change}>
        <Stack gap="md" mt="xs">
          {props.items.map((item) => (
            <Checkbox key={item.key} value={item.key} label={item.label} size="md" />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}
