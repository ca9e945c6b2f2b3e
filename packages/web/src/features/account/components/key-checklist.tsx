import { Checkbox, Fieldset, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** A group of checkboxes over labelled keys, in the given order. */
export function KeyChecklist(props: {
  legend: ReactNode;
  options: readonly { key: string; label: string }[];
  value: readonly string[];
  onChange: (keys: string[]) => void;
  error?: string | undefined;
}) {
  const toggle = (key: string, isChecked: boolean) => {
    const next = isChecked
      ? [...props.value, key]
      : props.value.filter((selected) => selected !== key);
    // Keep the options' order, whatever the order of clicks.
    props.onChange(props.options.map((o) => o.key).filter((k) => next.includes(k)));
  };
  return (
    <Fieldset legend={props.legend} radius="md">
      <Checkbox.Group value={[...props.value]} error={props.error}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm" mt="xs">
          {props.options.map((option) => (
            <Checkbox
              key={option.key}
              value={option.key}
              label={option.label}
              size="md"
              onChange={(event) => toggle(option.key, event.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Fieldset>
  );
}

/** Whether two key lists hold the same keys (order does not matter). */
export function hasSameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key) => b.includes(key));
}
