import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs every table of the platform and the modules against
// drizzle/meta and writes a new SQL migration. Row-level security of a new tenant table is
// one line added to that migration: `SELECT enable_tenant_rls('<table>');`.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/platform/database/tenant-table.ts',
    './src/platform/*/tables.ts',
    './src/modules/*/tables.ts',
  ],
  out: './drizzle',
});
