import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { expectAccessible } from './support/access';
import { dismissReminder, expectSignedIn, signIn } from './support/session';
import { opsEnvironment } from './support/ops';
import { pastBooking } from './support/past-booking';
import { drawSignature } from './support/signature';

// Issue 14: who signed, the proof of service in the PDF reader and checked by the back office,
// and the calendar link in the account area.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run ops -- verify-proof FILE` against the e2e server: its exit code and output. */
function verifyProof(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = opsEnvironment();
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'ops', '--', 'verify-proof', file],
      { cwd: ROOT, env },
      (error, stdout, stderr) => {
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          stdout,
          stderr,
        });
      },
    );
  });
}

test('an employee documents with a relative signing, then opens and checks the proof', async ({
  page,
  request,
  jonas,
}) => {
  test.setTimeout(120_000);
  // A visit a few hours ago, paid by assignment to the care fund: steps 3 and 6.
  const booking = await pastBooking(request, jonas, 'Nachweis');
  await signIn(page, jonas);
  await expectSignedIn(page, 'Jonas');
  await dismissReminder(page);
  await page.goto('/bookings?tab=past');
  await dismissReminder(page);
  await page.getByRole('link').filter({ hasText: booking.name }).click();
  await expect(page.getByRole('heading', { name: 'Termin', level: 1 })).toBeVisible();
  const detail = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Jetzt dokumentieren' }).click();
  await page.getByRole('button', { name: 'Datum und Uhrzeit stimmen' }).click();
  await page.getByRole('button', { name: 'Zur Unterschrift' }).click();
  await expect(
    page.getByRole('heading', { name: 'Unterschrift Kunde: Terminbestätigung', level: 2 }),
  ).toBeVisible();
  // The pad stays in view when the step opens; who signs is asked below it.
  await expect(page.getByLabel('Unterschriftenfeld')).toBeInViewport({ ratio: 1 });
  await page.getByRole('radio', { name: 'Eine andere Person für sie' }).check();
  await drawSignature(page, page.getByLabel('Unterschriftenfeld'));
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(
    page.getByText('Bitte gib Name und Beziehung der unterschreibenden Person an.'),
  ).toBeVisible();
  await expectAccessible(page, 'who signs, with its errors');
  await page
    .getByRole('textbox', { name: /Name der unterschreibenden Person/ })
    .fill('Claudia Lange');
  await page
    .getByRole('combobox', { name: /Beziehung zur pflegebedürftigen Person/ })
    .selectOption({ label: 'Angehörige/r' });
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(
    page.getByRole('heading', { name: 'Unterschrift Betreuungskraft', level: 2 }),
  ).toBeVisible();
  await drawSignature(page, page.getByLabel('Unterschriftenfeld'));
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('link', { name: 'Umfrage jetzt ausfüllen' })).toBeVisible();
  await page.getByRole('link', { name: 'Später' }).click();

  // The documented booking offers its proof of service, which opens in the PDF reader.
  await page.goto(detail);
  await expect(page.getByRole('heading', { name: 'Leistungsnachweis', level: 2 })).toBeVisible();
  await expectAccessible(page, 'the documented booking with its proof');
  // The file the reader gets, kept on its way (the real server's answer, passed on unchanged):
  // the browser does not keep the body of a streamed download.
  const proofs: { status: number; type: string | undefined; body: Buffer }[] = [];
  await page.context().route(/\/caregiver-app\/booking\/proof\/download\/[^/]+$/, async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    proofs.push({ status: response.status(), type: response.headers()['content-type'], body });
    await route.fulfill({ response, body });
  });
  await page.getByRole('link', { name: 'Leistungsnachweis öffnen' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.bookingId}/proof$`));
  await expect(page.getByRole('heading', { name: 'Leistungsnachweis', level: 1 })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Dokument' })).toBeVisible();
  await expect(page.getByText(/^1 \/ \d$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Herunterladen' })).toBeVisible();
  await expectAccessible(page, 'the proof in the PDF reader');

  // Issue 39: a reload, and back and forward, load it again with a fresh token each time.
  await page.reload();
  await expect(page.getByRole('toolbar', { name: 'Dokument' })).toBeVisible();
  await expect(page.getByText(/^1 \/ \d$/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Termin', level: 1 })).toBeVisible();
  await page.goForward();
  await expect(page.getByText(/^1 \/ \d$/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The back office recognises the file, and refuses it with one byte changed.
  expect(proofs.map(({ status, type }) => ({ status, type }))).toEqual(
    Array.from({ length: 3 }, () => ({ status: 200, type: 'application/pdf' })),
  );
  const pdf = proofs[0]?.body ?? Buffer.alloc(0);
  const directory = mkdtempSync(join(tmpdir(), 'careport-proof-'));
  writeFileSync(join(directory, 'nachweis.pdf'), pdf);
  const good = await verifyProof(join(directory, 'nachweis.pdf'));
  expect(good.code).toBe(0);
  expect(JSON.parse(good.stdout)).toMatchObject({ valid: true });
  const changed = Buffer.from(pdf);
  changed[200] = (changed[200] ?? 0) ^ 0x01;
  writeFileSync(join(directory, 'geaendert.pdf'), changed);
  expect((await verifyProof(join(directory, 'geaendert.pdf'))).code).toBe(1);
});

test('an independent copies the calendar link, and a new link revokes the old one', async ({
  page,
  context,
  anna,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, anna);
  await expectSignedIn(page, 'Anna');
  await dismissReminder(page);
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Kalender-Abo' });
  await card.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'the account menu with the calendar subscription');
  const make = card.getByRole('button', { name: /Kalender-Link erstellen|Neuer Link/ });
  await make.click();
  // A link made by an earlier run of this journey is replaced only after a confirmation.
  const confirm = card.getByRole('button', { name: 'Neuer Link' });
  if (await card.getByText('Der bisherige Link hört dann auf').isVisible()) await confirm.click();
  const field = card.getByRole('textbox', { name: 'Kalender-Link' });
  await expect(field).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await field.inputValue();
  await card.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(card.getByRole('button', { name: 'Kopiert' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await expectAccessible(page, 'the new calendar link');

  // The calendar app's view of it: iCalendar with Anna's appointments, no prices.
  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  const text = (await feed.text()).replace(/\r\n[ \t]/g, '');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text).toContain('BEGIN:VEVENT');
  expect(text).toMatch(/SUMMARY:Careport: \S+/);
  expect(text).not.toMatch(/€|EUR/);

  await card.getByRole('button', { name: 'Neuer Link' }).click();
  await expect(
    card.getByText('Der bisherige Link hört dann auf zu funktionieren.', { exact: false }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Neuer Link' }).click();
  await expect(field).not.toHaveValue(first);
  const second = await field.inputValue();
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);
});
