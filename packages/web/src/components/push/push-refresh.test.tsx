import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { PUSH_CHANNEL, PushRefresh } from './push-refresh';

function Proposals(props: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['proposals'], queryFn: props.load });
  return <p>{query.data ?? 'lädt'}</p>;
}

describe('a push refreshes what is on screen (issue 39)', () => {
  it('loads the open screens again when the service worker shows a notification', async () => {
    let answers = 0;
    const load = () => Promise.resolve(`Vorschläge ${++answers}`);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PushRefresh />
        <Proposals load={load} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Vorschläge 1')).toBeInTheDocument();
    const worker = new BroadcastChannel(PUSH_CHANNEL);
    worker.postMessage({ type: 'new_proposal', id: 'p1' });
    expect(await screen.findByText('Vorschläge 2')).toBeInTheDocument();
    worker.close();
  });
});
