// The demo's proof images (DESIGN Demo data): the seed stores keys under `demo/`; this writes a
// real PNG under each one that is missing, so the request-token download of a demo proof answers
// an image. Idempotent: run on every start, it only fills gaps (e.g. a fresh STORAGE_DIR).
import { like, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { bookings } from '../db/schema/index.js';
import { isValidStorageKey, type FileStorage } from '../storage/file-storage.js';
import { paperProofPng, signaturePng } from '../storage/png.js';

const DEMO_PREFIX = 'demo/';

export const writeDemoProofFiles = async (
  db: DbOrTx,
  storage: FileStorage,
): Promise<{ written: number }> => {
  const rows = await db
    .select({
      paper: bookings.paperBookingProof,
      cuConfirmation: bookings.cuConfirmationProof,
      cuDeclaration: bookings.cuDeclarationProof,
      cgConfirmation: bookings.cgConfirmationProof,
    })
    .from(bookings)
    .where(
      or(
        like(bookings.paperBookingProof, `${DEMO_PREFIX}%`),
        like(bookings.cuConfirmationProof, `${DEMO_PREFIX}%`),
        like(bookings.cuDeclarationProof, `${DEMO_PREFIX}%`),
        like(bookings.cgConfirmationProof, `${DEMO_PREFIX}%`),
      ),
    );
  const paperKeys = new Set(rows.map((row) => row.paper));
  const keys = new Set(
    rows.flatMap((row) => [row.paper, row.cuConfirmation, row.cuDeclaration, row.cgConfirmation]),
  );
  let written = 0;
  let seed = 0;
  for (const key of keys) {
    if (key === null || !key.startsWith(DEMO_PREFIX) || !isValidStorageKey(key)) continue;
    if (await storage.get(key)) continue;
    seed += 1;
    const image = paperKeys.has(key) ? paperProofPng() : signaturePng(seed % 7);
    await storage.put(key, image, 'image/png');
    written += 1;
  }
  return { written };
};
