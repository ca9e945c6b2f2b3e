/**
 * A picture chosen on a phone is often 4 000 px and 3–8 MB; the server keeps at most 384 px of
 * it for the profile (PROFILE_IMAGE_WIDTHS), so the app shrinks it to `maxSide` before sending:
 * a weak connection carries ~200 KB instead of megabytes. Where the browser cannot decode it here
 * (no createImageBitmap), the file goes as it is and the server checks it as always.
 */
export async function imageFileToDataUrl(file: Blob, maxSide = 1024): Promise<string> {
  if (typeof createImageBitmap === 'function' && typeof document !== 'undefined') {
    try {
      const bitmap = await createImageBitmap(file);
      const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
        bitmap.close();
        return canvas.toDataURL('image/jpeg', 0.88);
      }
      bitmap.close();
    } catch {
      // Not decodable here: the server answers IMAGE_INVALID with its own message.
    }
  }
  return readAsDataUrl(file);
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('not a data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
