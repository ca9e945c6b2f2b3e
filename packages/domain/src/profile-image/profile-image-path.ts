// Issue 43: without zod, so a screen that shows the picture (the shell's side menu) does not
// bundle the upload's and the request's schemas (classic zod keeps a reached module's schemas).

/**
 * spec 2 §3 Caregiver profile: "profile image hash (image URL built from the hash with a width)".
 * The server resizes on request and keeps each size, so the widths are a fixed set: an open width
 * would let any client fill the disk with one resized copy per pixel count. 48 and 96 cover the
 * side menu's avatar at 1× and 2×, 192 and 384 the profile screen's picture at 1× and 2×.
 */
export const PROFILE_IMAGE_WIDTHS = [48, 96, 192, 384] as const;
export type ProfileImageWidth = (typeof PROFILE_IMAGE_WIDTHS)[number];

/** The hash is the SHA-256 of the stored picture's bytes, in lower-case hex. */
export const PROFILE_IMAGE_HASH = /^[0-9a-f]{64}$/;

export function isProfileImageHash(value: string): boolean {
  return PROFILE_IMAGE_HASH.test(value);
}

/** The smallest offered width that covers `cssPixels × devicePixelRatio`; the largest at most. */
export function profileImageWidthFor(cssPixels: number, devicePixelRatio = 1): ProfileImageWidth {
  const wanted = cssPixels * (Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1);
  return PROFILE_IMAGE_WIDTHS.find((width) => width >= wanted) ?? 384;
}

/** The image's URL (relative to the API base URL): the hash and the width are all it takes. */
export function profileImagePath(hash: string, width: ProfileImageWidth): string {
  return `/caregiver-app/profile-image/${hash}?width=${width}`;
}
