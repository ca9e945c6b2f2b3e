import type { SignatureUserType } from '../catalogue/enums.js';

/** spec 1 §5: the signature area is 180 high; camera photos are taken at quality 0.75. */
export const SIGNATURE_AREA_HEIGHT = 180;
export const CAMERA_PHOTO_QUALITY = 0.75;

export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

/**
 * spec 1 §3 Signature upload: imageProof is a base64 png data URL; one without a data prefix gets
 * a png base64 prefix.
 */
export function toPngDataUrl(imageProof: string): string {
  return imageProof.startsWith('data:') ? imageProof : `${PNG_DATA_URL_PREFIX}${imageProof}`;
}

/**
 * spec 1 §7: signature uploads are chosen by signer type: 1 customer confirmation, 2 customer
 * declaration (the path's spelling is the spec's), any other caregiver confirmation.
 */
export function signatureUploadSegment(userType: SignatureUserType): string {
  switch (userType) {
    case 1:
      return 'upload-image-cu-confirmation';
    case 2:
      return 'upload-image-cu-decleration';
    case 3:
      return 'upload-image-cg-confirmation';
  }
}
