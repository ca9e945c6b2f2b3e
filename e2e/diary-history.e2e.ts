import { expectAccessible } from './support/access';
import { expect, test } from './support/test';
import { pastBooking } from './support/past-booking';
import { dismissReminder, signIn } from './support/session';

// Issue 43 (record 0128): the diary loads the last twelve months and what is ahead; a visit older
// than that is reached from the end of the Past tab, and one left undocumented is listed (and
// counted) at once, whatever its age.
test.describe.configure({ timeout: 120_000 });

const DAY_MS = 24 * 60 * 60 * 1000;

test('an undocumented visit of over a year ago is listed at once; the end of Past loads what is older', async ({
  page,
  request,
  anna,
}) => {
  const day = new Date(Date.now() - 400 * DAY_MS).toISOString().slice(0, 10);
  const old = await pastBooking(request, anna, 'Alt', day);
  await signIn(page, anna);
  await dismissReminder(page);
  await page
    .getByRole('link', { name: /^Kalender/ })
    .filter({ visible: true })
    .click();
  await page.getByRole('tab', { name: /^Vergangen/ }).click();

  // The list renders as it is scrolled; its end, with the button, comes last.
  const entry = page.getByRole('link').filter({ hasText: old.name });
  const earlier = page.getByRole('button', { name: 'Ältere Termine laden' });
  await expect(earlier).toBeAttached();
  await expect(async () => {
    await earlier.scrollIntoViewIfNeeded();
    await expect(entry).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await expect(entry).toContainText('undokumentiert');
  await expectAccessible(page, 'the Past tab with older bookings to load');

  await earlier.click();
  // Nothing older than the one visit: the button goes, and the visit is listed once.
  await expect(earlier).toBeHidden();
  await expect(entry).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
