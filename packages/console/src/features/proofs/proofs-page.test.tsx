import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../lib/sha256';
import { data, ME, on, tokenReply } from '../../test/fake-api';
import { renderConsole } from '../../test/render-console';

const PDF = new File(['%PDF-1.7 a proof'], 'nachweis.pdf', { type: 'application/pdf' });

describe('verifying a proof of service', () => {
  it('sends only the file’s SHA-256 and shows the proof’s booking', async () => {
    const expected = await sha256Hex(PDF);
    let sent: unknown;
    renderConsole(
      '/proofs',
      [
        on('POST', '/auth/token', tokenReply('finance')),
        on('GET', '/ops/staff/me', data(ME.finance)),
        on('POST', '/ops/proofs/verify', (call) => {
          sent = call.body;
          return data({
            valid: true,
            booking_id: 'bk-9',
            sha256: expected,
            issued_at: '2026-11-03T10:00:00.000Z',
            booking_status: 'FULFILLED',
          });
        }),
      ],
      { signedIn: true },
    );
    const input = await screen.findByLabelText(/Datei auswählen/);
    fireEvent.change(input, { target: { files: [PDF] } });
    expect(await screen.findByText(/Echt: Dieser Nachweis/)).toBeInTheDocument();
    expect(screen.getByText('bk-9')).toBeInTheDocument();
    expect(sent).toEqual({ sha256: expected });
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('says when a file is not a Careport proof or was changed', async () => {
    renderConsole(
      '/proofs',
      [
        on('POST', '/auth/token', tokenReply('finance')),
        on('GET', '/ops/staff/me', data(ME.finance)),
        on('POST', '/ops/proofs/verify', {
          status: 404,
          body: { status: 404, errorCode: 'PROOF_NOT_FOUND', message: 'x' },
        }),
      ],
      { signedIn: true },
    );
    fireEvent.change(await screen.findByLabelText(/Datei auswählen/), { target: { files: [PDF] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'kein Leistungsnachweis von Careport',
    );
  });

  it('keeps a dispatcher out (the area is finance’s)', async () => {
    renderConsole(
      '/proofs',
      [
        on('POST', '/auth/token', tokenReply('dispatcher')),
        on('GET', '/ops/staff/me', data(ME.dispatcher)),
      ],
      { signedIn: true },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'fehlt deiner Rolle die Berechtigung',
    );
    expect(screen.queryByLabelText(/Datei auswählen/)).not.toBeInTheDocument();
  });
});
