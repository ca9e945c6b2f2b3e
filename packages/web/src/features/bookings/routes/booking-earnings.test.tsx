import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, testClient } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import { warmUpAppChunks } from '../../../test/warm-up';
import { bookingsRoutes } from '../routes';
import type { DiaryServer } from '../testing/booking-fixtures';
import { diaryServer, fakeBooking } from '../testing/booking-fixtures';

beforeAll(warmUpAppChunks, 30_000);

async function renderDetail(state: DiaryServer, bookingId: string) {
  await signIn();
  const fake = await testClient(diaryServer(state));
  renderRoutes(bookingsRoutes, { client: fake.client, initialEntries: [`/bookings/${bookingId}`] });
}

const earnings = {
  grossInCents: 5535,
  commissionInCents: 1107,
  commissionVatInCents: 210,
  netInCents: 4218,
  commissionRate: 0.2,
};

describe('issue 12: a documented visit shows what it earned', () => {
  it('shows an independent gross, the commission, its VAT and what stays', async () => {
    const done = fakeBooking({ status: 'INVOICED', surveyStatus: 'true', earnings });
    await renderDetail({ bookings: [done] }, done.bookingId);
    const section = await screen.findByRole('region', { name: 'Verdienst dieses Einsatzes' });
    expect(within(section).getByText('Einsatz brutto').nextSibling).toHaveTextContent('55,35 €');
    expect(within(section).getByText('Careport-Provision 20,00 %').nextSibling).toHaveTextContent(
      '-11,07 €',
    );
    expect(within(section).getByText('19 % USt. auf die Provision').nextSibling).toHaveTextContent(
      '-2,10 €',
    );
    expect(
      within(section).getByText('Dein Verdienst (nach Provision und USt.)').nextSibling,
    ).toHaveTextContent('42,18 €');
  });

  it('shows nothing for a visit not documented yet', async () => {
    const planned = fakeBooking();
    await renderDetail({ bookings: [planned] }, planned.bookingId);
    expect(await screen.findByText('10.03.2030')).toBeInTheDocument();
    expect(screen.queryByText('Verdienst dieses Einsatzes')).toBeNull();
  });

  it('never shows earnings to an employee', async () => {
    const done = fakeBooking({
      status: 'FULFILLED',
      surveyStatus: 'true',
      pricing: null,
      earnings,
    });
    await renderDetail({ bookings: [done], isEmployee: true }, done.bookingId);
    expect(await screen.findByText('10.03.2030')).toBeInTheDocument();
    expect(screen.queryByText('Verdienst dieses Einsatzes')).toBeNull();
  });
});
