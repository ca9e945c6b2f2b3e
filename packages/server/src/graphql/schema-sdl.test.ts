import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { printSchemaSdl, SCHEMA_SDL_PATH } from './schema-sdl.js';

describe('docs/api/schema.graphql', () => {
  it('is the current schema (run `npm run -w packages/server export-schema` after a change)', async () => {
    expect(await readFile(SCHEMA_SDL_PATH, 'utf8')).toBe(await printSchemaSdl());
  });

  it('offers the fields of issue 2: me, allBookings, allProposals, node and the reset mutations', async () => {
    const sdl = await printSchemaSdl();
    for (const field of [
      'me: Caregiver!',
      // Issue 43: its paging arguments are optional, so the issue-2 call stays valid.
      'allBookings(\n    after: String\n    before: String\n    first: Int\n    last: Int\n    status: [BookingStatus!]\n  ): [Booking!]!',
      'allProposals: [Proposal!]!',
      'node(id: ID!): Node',
      'requestPasswordReset(input: RequestPasswordResetInput!): PasswordResetResult!',
      'resetPassword(input: ResetPasswordInput!): PasswordResetResult!',
    ]) {
      expect(sdl).toContain(field);
    }
  });
});
