// The request-token flow of spec 1 §7 and spec 2 §7, one way for every file the app downloads:
// a single-use token valid for DOWNLOAD_TOKEN_MINUTES, only its hash stored, that alone authorises
// the download (so a plain link, an <img> or the PDF reader can open it). One UPDATE claims it, so
// it opens once even when two requests race.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createOpaqueToken, hashOpaqueToken } from '../auth/opaque-token.js';
import type { Db } from '../db/client.js';
import { downloadTokens, type DownloadTokenKind } from '../db/schema/index.js';
import { fail } from '../errors/fail.js';

export const DOWNLOAD_TOKEN_MINUTES = 5;

/** What createOpaqueToken makes; anything else is refused before the database is asked. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** The token's expiry for one issued at `now`. */
export const downloadTokenExpiry = (now: Date): Date =>
  new Date(now.getTime() + DOWNLOAD_TOKEN_MINUTES * 60_000);

/** DOWNLOAD_TOKEN_INVALID for a string that cannot be a token (no database work for it). */
export function assertDownloadTokenShape(tokenId: string): void {
  if (!TOKEN_SHAPE.test(tokenId)) throw fail('DOWNLOAD_TOKEN_INVALID');
}

type ClaimedToken = typeof downloadTokens.$inferSelect;

/** A new token for one file of the caregiver's; answers the token (its hash is what is kept). */
export async function issueDownloadToken(
  db: Db,
  token: Pick<ClaimedToken, 'caregiverId' | 'kind' | 'targetId'> &
    Partial<Pick<ClaimedToken, 'fileKind'>>,
  now: Date,
): Promise<string> {
  const tokenId = createOpaqueToken();
  await db.insert(downloadTokens).values({
    ...token,
    tokenHash: hashOpaqueToken(tokenId),
    expiresAt: downloadTokenExpiry(now),
  });
  return tokenId;
}

/** Claims a live, unused token of `kind`; DOWNLOAD_TOKEN_INVALID for any other. */
export async function claimDownloadToken(
  db: Db,
  kind: DownloadTokenKind,
  tokenId: string,
  now: Date,
): Promise<ClaimedToken> {
  assertDownloadTokenShape(tokenId);
  const [claimed] = await db
    .update(downloadTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(downloadTokens.tokenHash, hashOpaqueToken(tokenId)),
        eq(downloadTokens.kind, kind),
        isNull(downloadTokens.usedAt),
        gt(downloadTokens.expiresAt, now),
      ),
    )
    .returning();
  if (!claimed) throw fail('DOWNLOAD_TOKEN_INVALID');
  return claimed;
}
