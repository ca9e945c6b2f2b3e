/** spec 2 §5 service file upload: PDF or image. The largest file the server takes, in bytes. */
export const SERVICE_DOCUMENTATION_MAX_BYTES = 15 * 1024 * 1024;

/** The types a service documentation file may have, told by its first bytes (never its name). */
export type ServiceFileType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** The file type its leading bytes show (at least 8 bytes), or null for anything else. */
export function sniffServiceFileType(head: Uint8Array): ServiceFileType | null {
  const starts = (signature: readonly number[]) =>
    head.length >= signature.length && signature.every((byte, index) => head[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}
