import { MantineProvider, Table } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { theme } from '../lib/theme';
import { ListTable, type ListQuery } from './list-table';

type Row = { id: string; name: string; amount: string };

const settled: ListQuery = {
  isPending: false,
  isError: false,
  error: null,
  refetch: () => Promise.resolve(),
};

function list(query: ListQuery, rows: Row[], extra: { idle?: boolean; more?: boolean } = {}) {
  const fetchNextPage = vi.fn(() => Promise.resolve());
  const wrap = (children: ReactNode) => <MantineProvider theme={theme}>{children}</MantineProvider>;
  render(
    wrap(
      <ListTable
        query={query}
        rows={rows}
        idle={extra.idle}
        more={
          extra.more ? { hasNextPage: true, isFetchingNextPage: false, fetchNextPage } : undefined
        }
        empty="Niemand gefunden."
        minWidth={480}
        label="Rechnungen"
        columns={[{ label: 'Name' }, { label: 'Betrag', numeric: true }]}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td ta="right">{row.amount}</Table.Td>
          </>
        )}
      />,
    ),
  );
  return { fetchNextPage };
}

describe('ListTable, every list screen’s skeleton', () => {
  it('shows the rows under their columns, and asks for more while there is more', async () => {
    const { fetchNextPage } = list(
      settled,
      [
        { id: '1', name: 'Anna', amount: '12,00 €' },
        { id: '2', name: 'Jonas', amount: '7,50 €' },
      ],
      { more: true },
    );
    const table = screen.getByRole('table', { name: 'Rechnungen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Betrag']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Jonas')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rechnungen' })).toHaveAttribute('tabindex', '0');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Weitere laden' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('says so while loading, when empty, and shows nothing while idle', () => {
    list({ ...settled, isPending: true }, []);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    cleanup();
    list(settled, []);
    expect(screen.getByRole('status')).toHaveTextContent('Niemand gefunden.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    cleanup();
    list({ ...settled, isPending: true }, [], { idle: true });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a refusal in the console’s words with a retry, and no table', async () => {
    const refetch = vi.fn(() => Promise.resolve());
    list(
      {
        isPending: false,
        isError: true,
        error: new ApiError({ httpStatus: 403, code: 'FORBIDDEN', serverMessage: 'No.' }),
        refetch,
      },
      [],
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Für diesen Bereich fehlt deiner Rolle die Berechtigung.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
