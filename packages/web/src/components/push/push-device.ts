// Issue 13: this device's Web Push subscription. Permission is asked only from a tap on the card
// or the switch (never on load); denied or unsupported means no registration and a log line.
import { ApiError } from '../../lib/api-error';
import type { HttpClient } from '../../lib/http-client';

/** What this browser can do about push right now. */
export type PushState =
  | 'unsupported'
  /** An iPhone/iPad browser tab: web push needs the app added to the home screen first. */
  | 'ios-not-installed'
  | 'denied'
  | 'prompt'
  | 'granted';

const isIos = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

const isInstalled = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function pushState(): PushState {
  const supported =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (!supported) return isIos() && !isInstalled() ? 'ios-not-installed' : 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' ? 'granted' : 'prompt';
}

/** The applicationServerKey as the Push API takes it: base64url to bytes. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const text = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** This device's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const worker = await registration();
  return (await worker?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission (call only from a user's tap), subscribes and registers the subscription
 * with the server. Answers the state afterwards; anything but 'granted' registered nothing.
 */
export async function enablePush(options: {
  client: HttpClient;
  vapidPublicKey: string;
  language: string;
}): Promise<PushState> {
  const before = pushState();
  if (before === 'unsupported' || before === 'ios-not-installed' || before === 'denied') {
    console.info(`Careport push: not registered (${before})`);
    return before;
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    console.info(`Careport push: not registered (permission ${permission})`);
    return permission === 'denied' ? 'denied' : 'prompt';
  }
  const worker = await navigator.serviceWorker.ready;
  const subscribe = () =>
    worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(options.vapidPublicKey),
    });
  const register = (subscription: PushSubscription) =>
    options.client.request({
      path: '/caregiver-app/notification-token',
      json: { token: subscription.toJSON(), language: options.language === 'en' ? 'en' : 'de' },
    });
  const subscription = (await worker.pushManager.getSubscription()) ?? (await subscribe());
  try {
    await register(subscription);
  } catch (error) {
    // Issue 42: another account never signed out on this device and still holds its
    // subscription. A new one is this account's; the old endpoint stops working for the other.
    if (!(error instanceof ApiError) || error.errorCode !== 'PUSH_SUBSCRIPTION_TAKEN') throw error;
    await subscription.unsubscribe();
    await register(await subscribe());
  }
  return 'granted';
}

/** Unsubscribes this device and tells the server to forget it. */
export async function disablePush(client: HttpClient): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const token = subscription.toJSON();
  await subscription.unsubscribe();
  await client.request({ path: '/caregiver-app/notification-token/delete', json: { token } });
}
