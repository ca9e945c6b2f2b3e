import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../../../test/fake-server';
import {
  BOOKING_ID,
  bodiesOf,
  FAKE_PHOTO,
  fulfilServer,
  openFulfil,
} from '../../test/fulfil-test-kit';

const photo = () => new File(['jpeg'], 'nachweis.jpg', { type: 'image/jpeg' });

/** Opens the employee flow at step 2 with the classic (paper) way chosen. */
async function openPaperWay(handle?: Parameters<typeof fulfilServer>[0]['handle']) {
  const view = await openFulfil(fulfilServer({ isEmployee: true, ...(handle ? { handle } : {}) }));
  await view.user.click(
    await screen.findByRole('button', { name: 'Datum und Uhrzeit stimmen' }, { timeout: 5000 }),
  );
  await view.user.click(
    await screen.findByRole('radio', { name: 'Klassisch (Foto des Papiernachweises)' }),
  );
  expect(screen.getByText('Noch kein Bild hochgeladen.')).toBeInTheDocument();
  return view;
}

describe(
  'the classic way: a photo of the paper proof (spec 1 §2, §4, §8)',
  { timeout: 20_000 },
  () => {
    it("uploads the re-encoded photo and says 'Bild hochgeladen', then documents", async () => {
      const { user, calls } = await openPaperWay();
      await user.upload(
        screen.getByLabelText('Foto des Leistungsnachweises aufnehmen oder auswählen'),
        photo(),
      );
      expect(await screen.findByText('Bild hochgeladen')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Vorschau des Leistungsnachweises' })).toHaveAttribute(
        'src',
        FAKE_PHOTO,
      );
      expect(bodiesOf(calls, `/caregiver-app/booking/upload-image/${BOOKING_ID}`)).toEqual([
        { image_proof_base64: FAKE_PHOTO },
      ]);
      await user.click(screen.getByRole('button', { name: 'Termin dokumentieren' }));
      expect(
        await screen.findByText(
          'Der Papiernachweis wurde hochgeladen und der Termin dokumentiert.',
        ),
      ).toBeInTheDocument();
      expect(bodiesOf(calls, '/caregiver-app/booking/fulfill/')).toHaveLength(1);
    });

    it("says 'Bild hochladen fehlgeschlagen' when the upload fails", async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = await openPaperWay((call) =>
        call.url.includes('/upload-image/')
          ? json(400, { status: 400, errorCode: 'IMAGE_INVALID' })
          : undefined,
      );
      await user.upload(
        screen.getByLabelText('Foto des Leistungsnachweises aufnehmen oder auswählen'),
        photo(),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent('Bild hochladen fehlgeschlagen');
      expect(screen.queryByText('Bild hochgeladen')).toBeNull();
      error.mockRestore();
    });

    it('says the photo is needed instead of documenting without one (record 0100)', async () => {
      const { user, calls } = await openPaperWay();
      await user.click(screen.getByRole('button', { name: 'Termin dokumentieren' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Lade zuerst ein Foto des unterschriebenen Leistungsnachweises hoch',
      );
      expect(bodiesOf(calls, '/caregiver-app/booking/fulfill/')).toHaveLength(0);
      await user.upload(
        screen.getByLabelText('Foto des Leistungsnachweises aufnehmen oder auswählen'),
        photo(),
      );
      expect(await screen.findByText('Bild hochgeladen')).toBeInTheDocument();
      expect(screen.queryByText(/Lade zuerst ein Foto/)).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Termin dokumentieren' }));
      expect(
        await screen.findByText(
          'Der Papiernachweis wurde hochgeladen und der Termin dokumentiert.',
        ),
      ).toBeInTheDocument();
      expect(bodiesOf(calls, '/caregiver-app/booking/fulfill/')).toHaveLength(1);
    });
  },
);
