import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { data, ME, on, tokenReply } from '../../test/fake-api';
import { renderConsole } from '../../test/render-console';

const decline = (reason: string, subReason: string | null, text: string) => ({
  kind: 'first-booking-decline',
  at: '2026-11-30T10:00:00.000Z',
  caregiverId: 'cg-1',
  caregiverName: 'Anna Schulz',
  careReceiverName: 'Erna Krause',
  reason,
  subReason,
  text,
});

describe('the answers: first-booking declines (record 0110)', () => {
  it("tells 'other' from 'different type of caregiver → other', and names what did not fit", async () => {
    renderConsole(
      '/answers?kind=first-booking-decline',
      [
        on('POST', '/auth/token', tokenReply('dispatcher')),
        on('GET', '/ops/staff/me', data(ME.dispatcher)),
        on(
          'GET',
          '/ops/answers',
          data({
            answers: [
              decline('other', null, 'Kunde zieht um'),
              decline('different_type_of_caregiver_needed', 'other', 'Braucht eine Fachkraft'),
              decline('different_type_of_caregiver_needed', 'gender', 'Lieber eine Frau'),
            ],
            nextCursor: null,
          }),
        ),
      ],
      { signedIn: true },
    );
    const row = async (text: string) =>
      within((await screen.findByText(text)).closest('tr') as HTMLElement);
    const plain = await row('Kunde zieht um');
    expect(plain.getByText('Anderer Grund')).toBeInTheDocument();
    expect(plain.queryByText('Andere Art von Betreuungskraft benötigt')).toBeNull();
    const different = await row('Braucht eine Fachkraft');
    expect(different.getByText(/^Andere Art von Betreuungskraft benötigt/)).toBeInTheDocument();
    expect(different.getByText('Anderer Grund')).toBeInTheDocument();
    expect((await row('Lieber eine Frau')).getByText('Geschlecht')).toBeInTheDocument();
  });
});
