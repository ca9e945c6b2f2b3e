import { Button, Group } from '@mantine/core';

/** A filter form's send button and, where the list has one, the reset beside it. */
export function FilterButtons(props: {
  searchLabel: string;
  resetLabel?: string;
  onReset?: () => void;
}) {
  return (
    <Group mt="sm">
      <Button type="submit">{props.searchLabel}</Button>
      {props.onReset && (
        <Button variant="subtle" type="button" onClick={props.onReset}>
          {props.resetLabel}
        </Button>
      )}
    </Group>
  );
}
