// A browser's subscription keys (RFC 8291): a P-256 public key and a 16-byte auth secret.
import { createECDH, randomBytes } from 'node:crypto';

export function browserPushKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
}
