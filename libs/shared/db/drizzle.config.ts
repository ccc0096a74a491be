import { defineConfig } from 'drizzle-kit';

// One schema and one migration history for PGlite and PostgreSQL: every domain's `*.table.ts`
// feeds it. Run from the repo root: `npm run db:generate`. Tables that reference another domain's
// table import it by package name (`users` from '@folio/auth-server'), so the script runs Node with
// the `@folio/source` condition: packages resolve to their sources, as in every other tool here.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./libs/**/src/**/*.table.ts'],
  out: './libs/shared/db/migrations',
});
