import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import type { DashboardStats } from '../api/get-dashboard';
import { StatsSection } from './stats-section';

const stats: DashboardStats = {
  customerSatisfactionScore: 3.6,
  monthlyDocumentedDurationInMinutes: 420,
  monthlyDocumentedGrossEarningsInCents: 25395,
  averageMinutesToFirstCall: 3000,
  previousAverageMinutesToFirstCall: 1000,
  proposalResponseRate: 0.75,
  previousProposalResponseRate: 0.5,
};

async function renderStats(values: DashboardStats, isEmployee: boolean) {
  const { client } = await testClient(() => new Response(null, { status: 404 }));
  renderRoutes([{ path: '/', element: <StatsSection stats={values} isEmployee={isEmployee} /> }], {
    client,
  });
  return screen.findByRole('region', { name: 'Deine Statistik' });
}

const card = (region: HTMLElement, name: string) => within(region).getByRole('article', { name });

describe('spec 2 §9 the statistics cards', () => {
  it('shows each figure with its level, trend and previous value', async () => {
    const region = await renderStats(stats, false);
    const satisfaction = card(region, 'Kundenzufriedenheit');
    expect(satisfaction).toHaveTextContent('3,6 von 5');
    expect(satisfaction).toHaveTextContent('Mittel');
    const rate = card(region, 'Antwortquote (4 Wochen)');
    expect(rate).toHaveTextContent('75 %');
    expect(rate).toHaveTextContent('Gut');
    expect(rate).toHaveTextContent('Gestiegen');
    expect(rate).toHaveTextContent('Vorher: 50 %');
    const firstCall = card(region, 'Zeit bis zum Erstgespräch');
    expect(firstCall).toHaveTextContent('Innerhalb von 60 Std.');
    expect(firstCall).toHaveTextContent('Schlecht');
    expect(firstCall).toHaveTextContent('Vorher: Innerhalb von 24 Std.');
    expect(within(region).getByText('253,95 €')).toBeInTheDocument();
    expect(within(region).getByText('7,0')).toBeInTheDocument();
    expect(within(region).getByText(/Als Selbstständige\*r/)).toBeInTheDocument();
  });

  it('shows no level, trend or gauge without data', async () => {
    const region = await renderStats(
      {
        ...stats,
        customerSatisfactionScore: null,
        averageMinutesToFirstCall: null,
        previousAverageMinutesToFirstCall: null,
        proposalResponseRate: null,
        previousProposalResponseRate: null,
      },
      false,
    );
    expect(within(region).getAllByText('Noch keine Daten')).toHaveLength(3);
    expect(within(region).queryByText('Gestiegen')).toBeNull();
    expect(within(region).queryByText('Gesunken')).toBeNull();
  });

  it('shows employees their documented hours without earnings (spec 2 §6)', async () => {
    const region = await renderStats(
      { ...stats, monthlyDocumentedGrossEarningsInCents: null },
      true,
    );
    expect(within(region).getByText('7,0')).toBeInTheDocument();
    expect(within(region).queryByText('Verdienst diesen Monat (brutto)')).toBeNull();
    expect(
      within(region).getByText('Deine dokumentierten Stunden zählen ab dem 1. des Monats.'),
    ).toBeInTheDocument();
  });
});
