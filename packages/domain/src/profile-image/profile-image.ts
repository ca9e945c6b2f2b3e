import { z } from 'zod';
import { cleanText } from '../validation/common.js';
import { VALIDATION_INVALID_OPTION, VALIDATION_REQUIRED } from '../validation/message-keys.js';

import { PROFILE_IMAGE_HASH, PROFILE_IMAGE_WIDTHS } from './profile-image-path.js';

/** GET /caregiver-app/profile-image/{hash}?width=…: both checked before anything is read. */
export const profileImageRequestSchema = z.object({
  hash: cleanText().regex(PROFILE_IMAGE_HASH, VALIDATION_INVALID_OPTION),
  width: cleanText()
    .regex(/^[0-9]{1,4}$/, VALIDATION_INVALID_OPTION)
    .transform(Number)
    .pipe(
      z.union(
        PROFILE_IMAGE_WIDTHS.map((width) => z.literal(width)),
        { error: VALIDATION_INVALID_OPTION },
      ),
    ),
});

/**
 * PUT /caregiver-app/me/profile-image {image_base64}: a PNG or JPEG as a data URL or bare base64
 * (the server decodes, checks and encodes it anew, as for booking images).
 */
export const profileImageUploadSchema = z.object({
  image_base64: cleanText().trim().min(1, VALIDATION_REQUIRED),
});
