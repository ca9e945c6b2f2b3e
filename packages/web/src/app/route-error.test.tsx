import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, testClient } from '../test/fake-server';
import { renderRoutes } from '../test/render';
import { RouteError } from './route-error';

function Broken(props: { error: Error }): never {
  throw props.error;
}

async function renderFailing(path: string, url: string, error: Error) {
  const { client } = await testClient(() => json(500, {}));
  renderRoutes([{ path, element: <Broken error={error} />, errorElement: <RouteError /> }], {
    client,
    initialEntries: [url],
  });
}

const rendering = new TypeError("Cannot read properties of null (reading 'name')");
const codeLoad = new TypeError(
  'Failed to fetch dynamically imported module: https://app.example/assets/x.js',
);

describe('a screen that fails (spec 1 §8, record 0109)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("a booking's screen reads 'Fehler' / 'Ups! …' and leads back to the diary", async () => {
    await renderFailing('/bookings/:bookingId', '/bookings/b-1', rendering);
    expect(await screen.findByRole('heading', { name: 'Fehler', level: 1 })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Ups! Dieser Eintrag wurde gelöscht. Hier gibt's nichts mehr zu sehen!",
    );
    expect(screen.getByRole('link', { name: 'Zurück zum Kalender' })).toHaveAttribute(
      'href',
      '/bookings',
    );
  });

  it("a contract's screen reads the same and leads back to the customers", async () => {
    await renderFailing('/customers/:contractId', '/customers/c-1', rendering);
    expect(await screen.findByRole('heading', { name: 'Fehler', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: /Kunden/ })).toHaveAttribute('href', '/customers');
  });

  it("a booking's screen whose code did not load offers a reload", async () => {
    await renderFailing('/bookings/:bookingId', '/bookings/b-1', codeLoad);
    expect(
      await screen.findByRole('heading', { name: 'Hier ist etwas schiefgelaufen' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeVisible();
  });

  it('another screen offers a reload too', async () => {
    await renderFailing('/account', '/account', rendering);
    expect(
      await screen.findByRole('heading', { name: 'Hier ist etwas schiefgelaufen' }),
    ).toBeVisible();
    expect(screen.queryByText(/Ups!/)).toBeNull();
  });
});
