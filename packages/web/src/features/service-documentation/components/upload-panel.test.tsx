import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { never, signIn, testClient } from '../../../test/fake-server';
import { useOnlineOnly } from '../../../components/sync/online-only';
import { OFFLINE_REASON, goOffline } from '../../../test/offline';
import { renderRoutes } from '../../../test/render';
import { UploadPanel } from './upload-panel';

/**
 * The browser's XMLHttpRequest, played by hand: the test decides when bytes go out and what the
 * server answers (jsdom's own would try the network).
 */
class ScriptedXhr {
  static last: ScriptedXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    ScriptedXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body = '') {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

beforeEach(() => {
  ScriptedXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The panel as the period screen shows it: the screen owns the offline reason. */
function Screen() {
  const online = useOnlineOnly();
  return (
    <>
      {online.reason}
      <UploadPanel periodId="p-1" online={online} />
    </>
  );
}

async function renderPanel() {
  await signIn();
  const fake = await testClient(never);
  renderRoutes([{ path: '/', element: <Screen /> }], { client: fake.client });
}

const BUTTONS = ['Foto aufnehmen', 'Aus Fotos wählen', 'Datei wählen'] as const;

/** Mantine's FileButton opens a hidden input of its own, one per button, in their order. */
function inputOf(label: (typeof BUTTONS)[number]): HTMLInputElement {
  expect(screen.getByRole('button', { name: label })).toBeVisible();
  const input =
    document.querySelectorAll<HTMLInputElement>('input[type="file"]')[BUTTONS.indexOf(label)];
  if (input === undefined) throw new Error(`no file input for ${label}`);
  return input;
}

function choose(label: (typeof BUTTONS)[number], file: File) {
  fireEvent.change(inputOf(label), { target: { files: [file] } });
}

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg', { type: 'image/jpeg' });

describe('spec 2 §4, §8 service documentation upload', () => {
  it('offers camera, photo library and file, each with what it accepts', async () => {
    await renderPanel();
    expect(inputOf('Foto aufnehmen')).toHaveAttribute('capture', 'environment');
    expect(inputOf('Foto aufnehmen')).toHaveAttribute('accept', 'image/*');
    expect(inputOf('Aus Fotos wählen')).not.toHaveAttribute('capture');
    expect(inputOf('Aus Fotos wählen')).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(inputOf('Datei wählen')).toHaveAttribute(
      'accept',
      'application/pdf,image/jpeg,image/png',
    );
  });

  it('offline: every way to choose is disabled with the reason, shown once (record 0108)', async () => {
    await renderPanel();
    for (const label of BUTTONS) expect(screen.getByRole('button', { name: label })).toBeEnabled();
    goOffline();
    for (const label of BUTTONS) {
      const button = screen.getByRole('button', { name: label });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(OFFLINE_REASON);
    }
    expect(screen.getAllByText(OFFLINE_REASON)).toHaveLength(1);
  });

  it('shows the progress, then success only on 204', async () => {
    await renderPanel();
    choose('Aus Fotos wählen', photo());
    const xhr = await vi.waitFor(() => {
      if (ScriptedXhr.last === null) throw new Error('not sent yet');
      return ScriptedXhr.last;
    });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/caregiver-app/service-documentation/p-1/files');
    expect(xhr.headers.Authorization).toMatch(/^Bearer /);
    expect((xhr.body as FormData).get('files')).toBeInstanceOf(File);
    xhr.progress(40, 100);
    expect(await screen.findByText('Wird hochgeladen: 40 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Datei wählen' })).toBeDisabled();
    xhr.answer(204);
    expect(
      await screen.findByText('Danke! Der Leistungsnachweis ist angekommen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each([
    ['a refused file', 415, '{"status":415,"errorCode":"SERVICE_DOCUMENTATION_UPLOAD_FAILED"}'],
    ['a 200 instead of 204', 200, '{"status":200,"data":{}}'],
  ])('fails on %s, with a way to try again', async (_, status, body) => {
    await renderPanel();
    choose('Datei wählen', photo());
    await vi.waitFor(() => {
      if (ScriptedXhr.last === null) throw new Error('not sent yet');
    });
    ScriptedXhr.last?.answer(status, body);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hochladen des Leistungsnachweises fehlgeschlagen');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  });

  it('refuses a file over 15 MB without sending it', async () => {
    await renderPanel();
    const big = new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    choose('Datei wählen', big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hochladen des Leistungsnachweises fehlgeschlagen',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Die Datei ist größer als 15 MB.');
    expect(ScriptedXhr.last).toBeNull();
  });

  it.each([
    [
      415,
      '{"status":415,"errorCode":"SERVICE_DOCUMENTATION_UPLOAD_FAILED"}',
      'bitte ein PDF, JPEG oder PNG',
    ],
    [
      415,
      '{"status":415,"errorCode":"SERVICE_DOCUMENTATION_UPLOAD_FAILED","details":{"files":"VALIDATION_PDF_ACTIVE_CONTENT"}}',
      'Das PDF enthält Skripte',
    ],
    [
      400,
      '{"status":400,"errorCode":"SERVICE_DOCUMENTATION_UPLOAD_FAILED"}',
      'konnte nicht gelesen werden',
    ],
  ])('says which rule a %i refusal names (issue 39)', async (status, body, reason) => {
    await renderPanel();
    choose('Datei wählen', photo());
    await vi.waitFor(() => {
      if (ScriptedXhr.last === null) throw new Error('not sent yet');
    });
    ScriptedXhr.last?.answer(status, body);
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });
});
