import { Radio, Stack } from '@mantine/core';

/** One required choice of the survey (spec 1 §5: steps 1 and 2 require a choice). */
export function ChoiceGroup<T extends string>(props: {
  label: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  value: T | undefined;
  onChange: (value: T) => void;
  error?: string | undefined;
}) {
  return (
    <Radio.Group
      label={props.label}
      value={props.value ?? null}
      onChange={(value) => {
        const option = props.options.find((candidate) => candidate === value);
        if (option !== undefined) props.onChange(option);
      }}
      error={props.error}
      withAsterisk
      styles={{ label: { fontWeight: 600, marginBottom: 6 } }}
    >
      <Stack gap="xs" mt={4}>
        {props.options.map((option) => (
          <Radio key={option} value={option} label={props.labelOf(option)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
