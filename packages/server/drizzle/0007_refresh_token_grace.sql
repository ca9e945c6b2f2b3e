-- Issue 15 #3: a refresh token keeps its successor, sealed with a key only the token's holder has,
-- so a second refresh with the same token within seconds answers the same successor.
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;