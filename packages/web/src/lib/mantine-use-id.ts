import { useId as useReactId } from 'react';

/**
 * Stands in for @mantine/hooks' `useId` in the builds (`MANTINE_USE_ID_ALIAS` in
 * mantine-use-id-alias.ts).
 * Mantine's own starts with React's id and then, in a layout effect on mount, sets a random one:
 * every Tabs, Modal, Menu, Popover and input rendered twice, synchronously, inside the commit of
 * the first screen, which on a slow phone was the start's longest task (issue 16). React's id is
 * already unique and the same on the server and in the browser, so it is the id.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return staticId ?? `mantine-${reactId.replace(/:/g, '')}`;
}
