import { Button } from '@mantine/core';
import { useT } from '../lib/i18n';

/** The part of an infinite query a list's "more" button reads. */
export type NextPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** The next page of a keyset-paged /ops list, while there is one. */
export function LoadMore({ list }: { list: NextPages }) {
  const { t } = useT();
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="light"
      style={{ alignSelf: 'flex-start' }}
      loading={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {t('list.more')}
    </Button>
  );
}
