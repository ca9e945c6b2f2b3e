// Issue 11 / spec 2 §3: the caregiver's picture. Stored once as uploaded (decoded and encoded
// anew, issue 15 §12) under its own SHA-256, so the hash in the profile names exactly one picture
// and its URL can be cached for ever; each offered width is resized on first request and kept
// beside it in the file storage, so later requests cost one file read.
import { createHash } from 'node:crypto';
import {
  PROFILE_IMAGE_WIDTHS,
  profileImageRequestSchema,
  profileImageUploadSchema,
  type ProfileImageWidth,
} from '@careport/domain';
import { eq } from 'drizzle-orm';
import type { CaregiverActor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { caregivers } from '../../db/schema/index.js';
import { fail } from '../../errors/fail.js';
import { parseInput } from '../../errors/parse-input.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { decodeImageProof } from '../../storage/image-proof.js';
import { MAX_IMAGE_PIXELS, reencodeImage } from '../../storage/reencode-image.js';
import { getCaller } from '../caller.js';
import type { CaregiverProfile } from '../get-caregiver-profile.js';
import { updateOwnCaregiver } from './own-caregiver.js';

const PREFIX = 'profile-images';
const originalKey = (hash: string, extension: 'png' | 'jpg') =>
  `${PREFIX}/${hash}/original.${extension}`;
const resizedKey = (hash: string, width: ProfileImageWidth) => `${PREFIX}/${hash}/w${width}.jpg`;

async function readOriginal(storage: FileStorage, hash: string) {
  return (await storage.get(originalKey(hash, 'jpg'))) ?? storage.get(originalKey(hash, 'png'));
}

/**
 * PUT /caregiver-app/me/profile-image {image_base64}: a PNG or JPEG of at most 5 MB. Answers the
 * profile with its new hash. The previous picture's files go unless another caregiver's profile
 * names the same bytes.
 */
export async function uploadProfileImage(options: {
  db: Db;
  storage: FileStorage;
  actor: CaregiverActor;
  now: Date;
  body: unknown;
}): Promise<CaregiverProfile> {
  const { db, storage, actor, now } = options;
  const caller = await getCaller(db, actor);
  const input = parseInput(profileImageUploadSchema, options.body);
  const image = await reencodeImage(decodeImageProof(input.image_base64));
  const hash = createHash('sha256').update(image.bytes).digest('hex');
  await storage.put(originalKey(hash, image.extension), image.bytes, image.contentType);
  const [before] = await db
    .select({ hash: caregivers.profileImageHash })
    .from(caregivers)
    .where(eq(caregivers.id, caller.caregiverId));
  const profile = await updateOwnCaregiver(db, actor, { profileImageHash: hash }, now);
  const previous = before?.hash;
  if (previous && previous !== hash) await deleteUnusedPicture(db, storage, previous);
  return profile;
}

async function deleteUnusedPicture(db: Db, storage: FileStorage, hash: string): Promise<void> {
  const [other] = await db
    .select({ id: caregivers.id })
    .from(caregivers)
    .where(eq(caregivers.profileImageHash, hash))
    .limit(1);
  if (other) return;
  const keys = [
    originalKey(hash, 'jpg'),
    originalKey(hash, 'png'),
    ...PROFILE_IMAGE_WIDTHS.map((width) => resizedKey(hash, width)),
  ];
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/**
 * GET /caregiver-app/profile-image/{hash}?width=…: the picture `width` pixels wide (never wider
 * than it was uploaded), as JPEG. A width outside PROFILE_IMAGE_WIDTHS or a malformed hash is
 * CANNOT_DESERIALIZE_REQUEST_DATA before anything is read; an unknown hash NOT_FOUND.
 */
export async function getProfileImage(options: {
  storage: FileStorage;
  params: unknown;
}): Promise<{ bytes: Buffer; contentType: 'image/jpeg' }> {
  const { storage } = options;
  const { hash, width } = parseInput(profileImageRequestSchema, options.params);
  const cached = await storage.get(resizedKey(hash, width));
  if (cached) return { bytes: cached.bytes, contentType: 'image/jpeg' };
  const original = await readOriginal(storage, hash);
  if (!original) throw fail('NOT_FOUND');
  // Imported at the first resize, not at start (libvips: ~27 MB RSS; storage/reencode-image.ts).
  const { default: sharp } = await import('sharp');
  const bytes = await sharp(original.bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    // A transparent PNG gets a white ground: JPEG has no alpha, and black would show instead.
    .flatten({ background: '#ffffff' })
    .resize({ width, withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  // Two first requests at once both resize and write the same bytes: harmless, so no lock.
  await storage.put(resizedKey(hash, width), bytes, 'image/jpeg');
  return { bytes, contentType: 'image/jpeg' };
}
