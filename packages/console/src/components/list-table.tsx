import { Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadMore, type NextPages } from './load-more';
import { EmptyState, ErrorState, LoadingState } from './states';
import { TableScroll } from './table-scroll';

/** The part of a TanStack query (plain or infinite) a list reads. */
export type ListQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

export type ListColumn = {
  label: string;
  /** Amounts and counts: the header aligns right with its cells. */
  numeric?: boolean;
};

/**
 * Every list screen's one skeleton: loading, the error with a retry, the empty text, or the rows
 * in a table that scrolls sideways on a narrow screen, with "more" while the server has more.
 * The screens differ in their columns, cells and texts, which they pass in.
 */
export function ListTable<Row>({
  query,
  rows,
  columns,
  rowKey,
  renderRow,
  empty,
  minWidth,
  label,
  loadingLabel,
  idle = false,
  highlightOnHover = false,
  more,
  above,
  below,
}: {
  /** Left out where the rows are a loaded screen's part (a detail's table). */
  query?: ListQuery;
  rows: readonly Row[];
  columns: readonly ListColumn[];
  rowKey: (row: Row, index: number) => string;
  /** The row's cells (`Table.Td`, or a `Table.Th scope="row"` first). */
  renderRow: (row: Row) => ReactNode;
  empty: ReactNode;
  minWidth: number;
  /** The table's name, when a screen has more than one; also names its scroll region. */
  label?: string;
  loadingLabel?: string;
  /** Nothing to ask yet (a disabled query, e.g. an invalid month): the list shows nothing. */
  idle?: boolean;
  highlightOnHover?: boolean;
  /** An infinite query's next pages. */
  more?: NextPages;
  /** Shown above the table when there are rows (e.g. their count). */
  above?: ReactNode;
  /** Shown below the table when there are rows (e.g. what to do with the picked ones). */
  below?: ReactNode;
}) {
  if (idle) return null;
  if (query?.isPending) return <LoadingState label={loadingLabel} />;
  if (query?.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <Stack gap="sm">
      {above}
      <TableScroll minWidth={minWidth} label={label}>
        <Table striped highlightOnHover={highlightOnHover} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.label} scope="col" ta={column.numeric ? 'right' : undefined}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={rowKey(row, index)}>{renderRow(row)}</Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {more && <LoadMore list={more} />}
      {below}
    </Stack>
  );
}
