import { defineConfig } from 'drizzle-kit';

// One schema and one migration history for PGlite and PostgreSQL: every domain's `*.table.ts`
// feeds it. Run from the repo root: `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./libs/**/src/**/*.table.ts'],
  out: './libs/shared/db/migrations',
});
