import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs src/db/schema.ts against drizzle/meta and writes a new SQL
// migration. Row-level security lives in hand-written (`--custom`) migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
