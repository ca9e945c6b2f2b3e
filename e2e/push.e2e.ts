// Issue 13: a push delivered to the app's service worker (through the DevTools protocol, as a push
// service would deliver it) shows its notification; an unknown type shows nothing.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { dismissReminder, expectSignedIn, signIn } from './support/session';

async function signedInWithServiceWorker(page: Page, email: string) {
  await page.context().grantPermissions(['notifications']);
  await page.goto('/login');
  await signIn(page, email);
  await expectSignedIn(page, 'Anna');
  await dismissReminder(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
}

/** The registration id the DevTools protocol knows the app's service worker by. */
async function registrationId(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      const mine = event.registrations.find((r) => !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, id: await found };
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      data: n.data as unknown,
    }));
  });

test('a push to the service worker shows its notification; an unknown type shows none', async ({
  page,
  baseURL,
  anna,
}) => {
  await signedInWithServiceWorker(page, anna);
  const { cdp, id } = await registrationId(page);
  const origin = new URL(baseURL ?? page.url()).origin;

  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: id,
    data: JSON.stringify({ type: 'gift_voucher', id: 'x', title: 'Unknown', body: '' }),
  });
  const push = {
    type: 'document_booking',
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Einsatz dokumentieren',
    body: 'Dein Einsatz vom 3.03.2026 ist noch nicht dokumentiert.',
  };
  // A push that arrives while the worker is still starting can be lost, as with a real push
  // service; delivering again is harmless because the notification's tag replaces, never adds.
  await expect
    .poll(
      async () => {
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin,
          registrationId: id,
          data: JSON.stringify(push),
        });
        return shownNotifications(page);
      },
      { timeout: 20_000, intervals: [500, 1_000, 2_000] },
    )
    .toEqual([{ title: push.title, body: push.body, data: { type: push.type, id: push.id } }]);
});

test('the dashboard card explains push before asking; the account area has the switch, in both languages', async ({
  page,
  anna,
}) => {
  await page.goto('/login');
  await signIn(page, anna);
  await expectSignedIn(page, 'Anna');
  await dismissReminder(page);
  const card = page.getByRole('region', { name: 'Benachrichtigungen' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Benachrichtigungen einschalten' })).toBeVisible();
  // Nothing was asked on load: the permission is still undecided.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await card.getByRole('button', { name: 'Später' }).click();
  await expect(card).toBeHidden();

  await page.goto('/account');
  await expect(
    page.getByRole('switch', { name: 'Benachrichtigungen auf diesem Gerät' }),
  ).toBeVisible();
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Notifications on this device' })).toBeVisible();
  await page.getByText('Deutsch', { exact: true }).click();
});
