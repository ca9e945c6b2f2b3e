// Issue 40: the staff console against the real server. A dispatcher signs in with TOTP, plans an
// employee's next three visits as a weekly series in the week view, the employee sees them in the
// app's diary and documents the first with the signature flow, and the audit trail names the
// dispatcher as the author of the planning write.
import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfISOWeek } from 'date-fns';
import { expectAccessible } from './support/access';
import { dismissReminder, expectSignedIn, signIn } from './support/session';
import { drawSignature } from './support/signature';
import { ADMIN, DISPATCHER, signInToConsole } from './support/staff';
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

test('a dispatcher plans an employee’s weekly series, the employee sees it and documents one, the trail names her', async ({
  page,
  jonas,
}) => {
  // Three sign-ins, a signature flow and axe on every screen, on a busy machine.
  test.setTimeout(240_000);
  // Early-morning visits a week apart, the first already over: a copy of Jonas has no visit
  // before 8:00 (the demo's plan), so none overlaps.
  const offset = firstDayOffset();
  const visits = [0, 7, 14].map((days) => berlinDay(offset + days));
  const [first, ...later] = visits;
  if (!first) throw new Error('no first visit');
  const slot = '06:00–07:00';

  await page.goto('/console/sign-in');
  await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the console sign-in');
  await signInToConsole(page, DISPATCHER, 'Dana Dispo');

  // The employee of this journey, found by the e-mail of the copy made for it.
  // A dispatcher's start area: the caregivers.
  await expect(page.getByRole('heading', { name: 'Betreuungskräfte', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name oder E-Mail' }).fill(jonas);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByText(jonas)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Weber, Jonas' })).toHaveCount(1);
  await expectAccessible(page, 'the caregiver search');
  await page.getByRole('link', { name: 'Weber, Jonas' }).click();
  await expect(page.getByRole('heading', { name: 'Jonas Weber', level: 1 })).toBeVisible();
  await expect(page.getByText('Elfriede Lange')).toBeVisible();
  await expectAccessible(page, 'the caregiver detail');

  // His week, or the one before when the series starts yesterday, a Sunday.
  await page.getByRole('link', { name: 'Woche planen' }).click();
  await expect(page.getByRole('heading', { name: 'Planung', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Termin planen' })).toBeEnabled();
  await expectAccessible(page, 'the week view');
  if (first.monday !== berlinDay(0).monday) {
    await page.getByRole('button', { name: /Vorige Woche/ }).click();
    await expect(page).toHaveURL(new RegExp(`from=${first.monday}`));
  }

  await page.getByRole('button', { name: 'Termin planen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Termin planen' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the plan dialog');
  // Elfriede Lange's first visit is documented in the demo: follow-ups may be planned.
  await dialog.getByRole('combobox', { name: 'Zusammenarbeit' }).click();
  await page.getByRole('option', { name: 'Elfriede Lange' }).click();
  await dialog.getByLabel(/^Datum/).fill(first.iso);
  await dialog.getByLabel(/^Beginn/).fill('06:00');
  await dialog.getByLabel(/^Ende/).fill('07:00');
  await dialog.getByLabel(/^Wöchentlich wiederholen/).fill('3');
  const planned = page.waitForResponse(
    (response) =>
      response.url().endsWith('/ops/planning/bookings') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Planen', exact: true }).click();
  const answer = await planned;
  expect(answer.status()).toBe(201);
  const { data } = (await answer.json()) as {
    data: { bookings: { id: string; date: string; seriesId: string | null }[] };
  };
  expect(data.bookings.map((booking) => booking.date)).toEqual(visits.map((day) => day.iso));
  await expect(dialog).toBeHidden();
  const firstId = data.bookings[0]?.id ?? '';

  // In the week: the first of the series, marked as one.
  const card = page.getByRole('listitem').filter({ hasText: slot });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Elfriede Lange');
  await expect(card).toContainText('Serie');
  await expectAccessible(page, 'the week with the series');
  await page.getByRole('button', { name: /Nächste Woche/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: slot })).toHaveCount(1);

  // The employee, in the app: all three in the diary at once, the first among the past ones.
  await page.goto('/console');
  await page.getByRole('button', { name: 'Konto von Dana Dispo' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
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
  const panel = page.getByRole('tabpanel', { name: 'Anstehend' });
  for (const visit of later) {
    await expect(
      panel.getByRole('link').filter({ hasText: `${visit.diary} · ${slot}` }),
    ).toBeVisible();
  }
  const past = page.getByRole('tab', { name: /^Vergangen/ });
  await past.click();
  await expect(past).toHaveAttribute('aria-selected', 'true');
  const documentable = page
    .getByRole('tabpanel', { name: 'Vergangen' })
    .getByRole('link')
    .filter({ hasText: `${first.diary} · ${slot}` });
  await expect(documentable).toBeVisible();
  await documentable.click();

  // He documents it digitally: paid by the care fund, the customer confirms and he signs (spec 1 §4).
  await expect(page.getByRole('heading', { name: 'Termin', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/bookings/${firstId}(\\?.*)?$`));
  await page.getByRole('link', { name: 'Jetzt dokumentieren' }).click();
  await expect(page.getByRole('heading', { name: 'Termin dokumentieren', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Datum und Uhrzeit stimmen' }).click();
  await expect(page.getByRole('heading', { name: 'Zusammenfassung', level: 2 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Digital' })).toBeChecked();
  await page.getByRole('button', { name: 'Zur Unterschrift' }).click();
  for (const heading of ['Unterschrift Kunde: Terminbestätigung', 'Unterschrift Betreuungskraft']) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    await drawSignature(page, page.getByLabel('Unterschriftenfeld'));
    await page.getByRole('button', { name: 'Weiter' }).click();
  }
  await expect(page.getByRole('link', { name: 'Umfrage jetzt ausfüllen' })).toBeVisible();
  await expectAccessible(page, 'the confirmation of the planned visit');
  await page.getByRole('link', { name: 'Später' }).click();
  // Documented now: the visit offers its proof of service instead of the documentation.
  await page.goto(`/bookings/${firstId}`);
  await expect(page.getByRole('heading', { name: 'Leistungsnachweis', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jetzt dokumentieren' })).toHaveCount(0);

  // The trail: the planning write, by the dispatcher, found by the series' first visit.
  await signInToConsole(page, ADMIN, 'Ada Admin');
  await page.goto('/console/audit');
  await expect(page.getByRole('heading', { name: 'Protokoll', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Datensatz-ID' }).fill(firstId);
  await page.getByRole('button', { name: 'Suchen' }).click();
  const entry = page.getByRole('row').filter({ hasText: 'booking.create' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(DISPATCHER);
  await expect(entry).toContainText('dispatcher');
  await expect(entry).toContainText('repeatWeeks=3');
  await expectAccessible(page, 'the audit trail');
});
