// drizzle-kit: `npx drizzle-kit generate` (run in packages/server) writes numbered SQL migrations
// into ./drizzle from the schema; SQL it cannot express goes into `--custom` migrations.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
