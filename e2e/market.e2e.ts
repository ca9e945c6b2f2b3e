// Issue 40, both sides of the market in one journey. A dispatcher signs in with TOTP, creates a
// service request and proposes it to Anna; Anna accepts in the app; the dispatcher awards it with
// the first appointment agreed with the customer and enters the customer's confirmation, then
// plans Jonas's next three visits; Jonas sees them in his diary and documents the first with the
// signature flow; Anna documents her first visit; the finance user runs its month and cancels the
// customer invoice; the admin finds every step in the audit trail under its author.
//
// Anna's first appointment lies in a finished month of 2025 that no other journey invoices (one
// per screen width), so the month's run is this journey's own (record 0123: the console may award
// a visit that took place before it was entered).
import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfISOWeek } from 'date-fns';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/access';
import { documentInApp } from './support/documented-visit';
import { dismissReminder, expectSignedIn, signIn, signOut } from './support/session';
import { drawSignature } from './support/signature';
import { ADMIN, DISPATCHER, FINANCE, runMonthInConsole, signInToConsole } from './support/staff';
import { expect, test } from './support/test';

/** A Berlin day `days` from today: as the date field takes it, and as the diary shows it. */
function berlinDay(days: number) {
  const day = addDays(TZDate.tz('Europe/Berlin'), days);
  return {
    iso: format(day, 'yyyy-MM-dd'),
    diary: format(day, 'd.MM.yyyy'),
    monday: format(startOfISOWeek(day), 'yyyy-MM-dd'),
  };
}

/**
 * The series' first day: a visit can be documented only once it has begun (BOOKING_NOT_STARTED),
 * so the first of the series is this morning's, or yesterday's while this morning's is not over.
 */
function firstDayOffset(): number {
  return TZDate.tz('Europe/Berlin').getHours() >= 7 ? 0 : -1;
}

async function signOutOfConsole(page: Page, name: string) {
  await page.goto('/console');
  await page.getByRole('button', { name: `Konto von ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Abmelden', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
}

/** The audit trail's rows for one record, each naming its action and author. */
async function trailOf(page: Page, recordId: string) {
  await page.getByRole('textbox', { name: 'Datensatz-ID' }).fill(recordId);
  const searched = page.waitForResponse((response) =>
    response.url().includes(`/ops/audit?recordId=${recordId}`),
  );
  await page.getByRole('button', { name: 'Suchen' }).click();
  expect((await searched).status()).toBe(200);
  return page.getByRole('row');
}

test('a request goes from the dispatcher to Anna and back, an employee’s visits are planned and documented, the month is invoiced and cancelled, the trail names every author', async ({
  page,
  anna,
  jonas,
}, testInfo) => {
  // Seven sign-ins over two apps, two documentations and axe on every screen, on a busy machine.
  test.setTimeout(240_000);
  const month = testInfo.project.name === 'phone' ? '2025-09' : '2025-10';
  const firstVisitDay = `${month}-15`;
  const lastName = `Markt-${randomUUID().slice(0, 6)}`;

  // 1. The dispatcher signs in with the second factor and creates the request for Anna.
  await page.goto('/console/sign-in');
  await expectAccessible(page, 'the console sign-in');
  await signInToConsole(page, DISPATCHER, 'Dana Dispo');
  await page.goto('/console/service-requests?tab=new');
  const form = page.getByRole('form', { name: 'Neue Anfrage anlegen' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: /^Erste Betreuungskraft/ }).fill(anna);
  const receiver = form.getByRole('group', { name: 'Kundin / Kunde' });
  await receiver.getByRole('textbox', { name: /^Vorname/ }).fill('Gerda');
  await receiver.getByRole('textbox', { name: /^Nachname/ }).fill(lastName);
  await receiver.getByRole('textbox', { name: /^Straße/ }).fill('Lindenstraße');
  await receiver.getByRole('textbox', { name: /^Hausnummer/ }).fill('4');
  await receiver.getByRole('textbox', { name: /^PLZ/ }).fill('10115');
  await receiver.getByRole('textbox', { name: /^Ort/ }).fill('Berlin');
  const contact = form.getByRole('group', { name: 'Kontaktperson' });
  await contact.getByRole('textbox', { name: /^Vorname/ }).fill('Karl');
  await contact.getByRole('textbox', { name: /^Nachname/ }).fill(lastName);
  await form.getByRole('textbox', { name: /^Beschreibung/ }).fill('Begleitung beim Spaziergang.');
  // A MultiSelect's input sits under its pills box, which takes the click: open it by keyboard.
  await form.getByRole('combobox', { name: 'Leistungen' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Spaziergänge' }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('textbox', { name: /^Bruttopreis pro Stunde/ }).fill('32');
  await form.getByRole('combobox', { name: 'Zahlungsart' }).click();
  await page.getByRole('option', { name: 'Privat' }).click();
  await expectAccessible(page, 'the filled service request form');
  await form.getByRole('button', { name: 'Anfrage anlegen und vorschlagen' }).click();
  await expect(page).toHaveURL(/\/console\/service-requests\/[0-9a-f-]{36}$/);
  const serviceRequestId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'Anfrage vorschlagen', level: 1 })).toBeVisible();
  const answers = page.getByRole('table', { name: 'Antworten auf Vorschläge' });
  const annasAnswer = answers.getByRole('row').filter({ hasText: anna });
  await expect(annasAnswer).toContainText('Offen');
  await expectAccessible(page, 'the request with its candidates and answers');

  // 2. Anna accepts it in the app.
  await signIn(page, anna);
  await expectSignedIn(page, 'Anna');
  await dismissReminder(page);
  await page.goto(`/customers/proposals/${serviceRequestId}`);
  await page.getByRole('button', { name: 'Annehmen' }).click();
  await expect(page.getByText('Du hast angenommen')).toBeVisible();

  // 3. The dispatcher sees the answer and awards it with the appointment the customer agreed: a
  // visit of September or October 2025, entered afterwards.
  await page.goto(`/console/service-requests/${serviceRequestId}`);
  await expect(annasAnswer).toContainText('Angenommen');
  await annasAnswer.getByRole('button', { name: 'Zuschlag an Anna Bauer erteilen' }).click();
  const awardDialog = page.getByRole('dialog', { name: 'Zuschlag an Anna Bauer' });
  await expect(awardDialog).toBeVisible();
  await awardDialog.getByLabel(/^Datum/).fill(firstVisitDay);
  await awardDialog.getByLabel(/^Beginn/).fill('09:00');
  await awardDialog.getByLabel(/^Ende/).fill('10:30');
  await expect(awardDialog.getByRole('status')).toContainText('hat schon begonnen');
  await expectAccessible(page, 'the award dialog');
  await page.screenshot({ path: testInfo.outputPath('award-dialog.png') });
  const awarding = page.waitForResponse((response) => response.url().endsWith('/award'));
  await awardDialog.getByRole('button', { name: 'Zuschlag erteilen' }).click();
  const awardAnswer = await awarding;
  expect(awardAnswer.status()).toBe(201);
  const { data: awarded } = (await awardAnswer.json()) as {
    data: { contract_id: string; first_booking_id: string };
  };
  await expect(awardDialog).toBeHidden();
  await expect(annasAnswer).toContainText('Zuschlag');

  // 4. The customer's confirmation of the first appointment, entered on the contract.
  await page.goto(`/console/contracts?query=${lastName}`);
  await page.getByRole('link', { name: `${lastName}, Gerda` }).click();
  await expect(
    page.getByRole('heading', { name: `Vertrag mit Gerda ${lastName}`, level: 1 }),
  ).toBeVisible();
  const confirmed = page.waitForResponse((response) => response.url().endsWith('/first-booking'));
  await page.getByRole('button', { name: 'Antwort speichern' }).click();
  expect((await confirmed).status()).toBe(200);
  await expect(page.getByText(/Erster Termin: .* · Bestätigt/)).toBeVisible();
  await expectAccessible(page, 'the confirmed contract');

  // 5. Jonas's next three visits, early mornings a week apart, the first already over: a copy of
  // Jonas has no visit before 8:00 (the demo's plan), so none overlaps.
  const visits = [0, 7, 14].map((days) => berlinDay(firstDayOffset() + days));
  const [first, ...later] = visits;
  if (!first) throw new Error('no first visit');
  const slot = '06:00–07:00';
  await page.goto('/console/caregivers');
  await expect(page.getByRole('heading', { name: 'Betreuungskräfte', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name oder E-Mail' }).fill(jonas);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByRole('link', { name: 'Weber, Jonas' })).toHaveCount(1);
  await expectAccessible(page, 'the caregiver search');
  await page.getByRole('link', { name: 'Weber, Jonas' }).click();
  await expect(page.getByRole('heading', { name: 'Jonas Weber', level: 1 })).toBeVisible();
  await expect(page.getByText('Elfriede Lange')).toBeVisible();
  await expectAccessible(page, 'the caregiver detail');
  await page.getByRole('link', { name: 'Woche planen' }).click();
  await expect(page.getByRole('heading', { name: 'Planung', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Termin planen' })).toBeEnabled();
  await expectAccessible(page, 'the week view');
  // His week, or the one before when the series starts yesterday, a Sunday.
  if (first.monday !== berlinDay(0).monday) {
    await page.getByRole('button', { name: /Vorige Woche/ }).click();
    await expect(page).toHaveURL(new RegExp(`from=${first.monday}`));
  }
  await page.getByRole('button', { name: 'Termin planen' }).click();
  const planDialog = page.getByRole('dialog', { name: 'Termin planen' });
  await expect(planDialog).toBeVisible();
  await expectAccessible(page, 'the plan dialog');
  // Elfriede Lange's first visit is documented in the demo: follow-ups may be planned.
  await planDialog.getByRole('combobox', { name: 'Zusammenarbeit' }).click();
  await page.getByRole('option', { name: 'Elfriede Lange' }).click();
  await planDialog.getByLabel(/^Datum/).fill(first.iso);
  await planDialog.getByLabel(/^Beginn/).fill('06:00');
  await planDialog.getByLabel(/^Ende/).fill('07:00');
  await planDialog.getByLabel(/^Wöchentlich wiederholen/).fill('3');
  const planning = page.waitForResponse(
    (response) =>
      response.url().endsWith('/ops/planning/bookings') && response.request().method() === 'POST',
  );
  await planDialog.getByRole('button', { name: 'Planen', exact: true }).click();
  const planned = await planning;
  expect(planned.status()).toBe(201);
  const { data: plan } = (await planned.json()) as {
    data: { bookings: { id: string; date: string }[] };
  };
  expect(plan.bookings.map((booking) => booking.date)).toEqual(visits.map((day) => day.iso));
  await expect(planDialog).toBeHidden();
  const firstPlannedId = plan.bookings[0]?.id ?? '';
  const card = page.getByRole('listitem').filter({ hasText: slot });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Serie');
  await expectAccessible(page, 'the week with the series');
  await signOutOfConsole(page, 'Dana Dispo');

  // 6. Jonas: all three in the diary at once; he documents the first with both signatures.
  await page.goto('/');
  await signOut(page);
  await signIn(page, jonas);
  await expectSignedIn(page, 'Jonas');
  await dismissReminder(page);
  await page
    .getByRole('link', { name: /^Kalender/ })
    .filter({ visible: true })
    .click();
  const upcoming = page.getByRole('tab', { name: /^Anstehend/ });
  await upcoming.click();
  await expect(upcoming).toHaveAttribute('aria-selected', 'true');
  for (const visit of later) {
    await expect(
      page
        .getByRole('tabpanel', { name: 'Anstehend' })
        .getByRole('link')
        .filter({ hasText: `${visit.diary} · ${slot}` }),
    ).toBeVisible();
  }
  const past = page.getByRole('tab', { name: /^Vergangen/ });
  await past.click();
  await expect(past).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('tabpanel', { name: 'Vergangen' })
    .getByRole('link')
    .filter({ hasText: `${first.diary} · ${slot}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${firstPlannedId}(\\?.*)?$`));
  await page.getByRole('link', { name: 'Jetzt dokumentieren' }).click();
  await expect(page.getByRole('heading', { name: 'Termin dokumentieren', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Datum und Uhrzeit stimmen' }).click();
  await expect(page.getByRole('radio', { name: 'Digital' })).toBeChecked();
  await page.getByRole('button', { name: 'Zur Unterschrift' }).click();
  for (const heading of ['Unterschrift Kunde: Terminbestätigung', 'Unterschrift Betreuungskraft']) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    await drawSignature(page, page.getByLabel('Unterschriftenfeld'));
    await page.getByRole('button', { name: 'Weiter' }).click();
  }
  await expect(page.getByRole('link', { name: 'Umfrage jetzt ausfüllen' })).toBeVisible();
  await page.getByRole('link', { name: 'Später' }).click();
  await page.goto(`/bookings/${firstPlannedId}`);
  await expect(page.getByRole('heading', { name: 'Leistungsnachweis', level: 2 })).toBeVisible();

  // 7. Anna documents her first visit with Gerda.
  await signOut(page);
  // Her reminder was put off for the day when she accepted.
  await signIn(page, anna);
  await expectSignedIn(page, 'Anna');
  await documentInApp(page, awarded.first_booking_id);

  // 8. The finance user runs the month and cancels the customer invoice.
  await signInToConsole(page, FINANCE, 'Fritz Finanzen');
  await runMonthInConsole(page, month);
  await page.getByLabel('Abrechnungsmonat').fill(month);
  const invoices = page.getByRole('table', { name: 'Rechnungen des Monats' });
  const customerRow = invoices.getByRole('row').filter({ hasText: 'Kundenrechnung' });
  await expect(customerRow).toHaveCount(1);
  // Gerda's contact receives the invoice of her private payment, on Anna's behalf.
  await expect(customerRow).toContainText(`Karl ${lastName}`);
  await expect(customerRow).toContainText('Anna Bauer');
  await expect(invoices.getByRole('row').filter({ hasText: 'Provisionsrechnung' })).toHaveCount(1);
  await expectAccessible(page, 'the month’s invoices');
  const number = (await customerRow.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  await customerRow.getByRole('button', { name: `Rechnung ${number} stornieren` }).click();
  const stornoDialog = page.getByRole('dialog', { name: `Rechnung ${number} stornieren?` });
  const cancelling = page.waitForResponse((response) => response.url().endsWith('/storno'));
  await stornoDialog.getByRole('button', { name: 'Stornieren' }).click();
  const cancelled = await cancelling;
  expect(cancelled.status()).toBe(201);
  const invoiceId = /\/invoices\/([^/]+)\/storno$/.exec(cancelled.url())?.[1] ?? '';
  await expect(stornoDialog.getByText('Storniert', { exact: true })).toBeVisible();
  await stornoDialog.getByRole('button', { name: 'Schließen' }).last().click();
  await expect(invoices.getByRole('row').filter({ hasText: number }).first()).toContainText(
    'storniert',
  );
  await signOutOfConsole(page, 'Fritz Finanzen');

  // 9. The admin: each step in the trail, under the staff member who took it.
  await signInToConsole(page, ADMIN, 'Ada Admin');
  await page.goto('/console/audit');
  await expect(page.getByRole('heading', { name: 'Protokoll', level: 1 })).toBeVisible();
  const dispatcher = { author: DISPATCHER, role: 'dispatcher' };
  const trail: { recordId: string; steps: { action: string; author: string; role: string }[] }[] = [
    {
      recordId: serviceRequestId,
      steps: [
        { action: 'service-request.create', ...dispatcher },
        { action: 'contract.award', ...dispatcher },
      ],
    },
    { recordId: awarded.contract_id, steps: [{ action: 'first-booking.answer', ...dispatcher }] },
    { recordId: firstPlannedId, steps: [{ action: 'booking.create', ...dispatcher }] },
    {
      recordId: invoiceId,
      steps: [{ action: 'invoice.storno', author: FINANCE, role: 'finance' }],
    },
  ];
  for (const { recordId, steps } of trail) {
    const rows = await trailOf(page, recordId);
    for (const step of steps) {
      const entry = rows.filter({ hasText: step.action });
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(step.author);
      await expect(entry).toContainText(step.role);
    }
  }
  await page.getByRole('textbox', { name: 'Datensatz-ID' }).fill('');
  await page.getByRole('textbox', { name: 'Aktion' }).fill('invoice-run.start');
  await page.getByRole('textbox', { name: 'Wer' }).fill(FINANCE);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByRole('row').filter({ hasText: month }).first()).toContainText(FINANCE);
  await expectAccessible(page, 'the audit trail');
});
