// B1 and B4's baseline (issue 31): the same cart add as Folio's, on the bare stack and nothing else.
// Hono on @hono/node-server, the same database driver (drizzle over pg or PGlite, prepared by the
// driver as Folio's are), the same session and CSRF middleware, the same cart routes (so the same
// database function, `carts.add`, and the same JSON answer), and the same catalog port. What it
// leaves out is what Folio adds around them: the front app, compression, security headers and
// request ids, the request log, the credential gate, the JSON body guard, the user context, error
// pages, the background work. The figure B1 and B4 keep is therefore Folio's own cost on this stack.
//
// Run by tools/bench/cart-add.mjs, under tsx's loader from source:
//   node --import tsx --conditions=@folio/source tools/bench/bare-cart-server.ts
// Environment: PORT, and DATABASE_URL (PostgreSQL) or PGLITE_DIR (a data folder Folio seeded and
// left). Prints `listening <port>` once it answers.
import { serve } from '@hono/node-server';
import {
  createSessionService,
  csrfProtection,
  csrfRoutes,
  sessionMiddleware,
  type SessionEnv,
} from '@folio/auth-server';
import { cartRoutes } from '@folio/cart-server';
import { openDatabase } from '@folio/db';
import { Hono } from 'hono';
import { cachedCatalogRefs, catalogRefs } from '../../apps/api/src/commerce.js';

const url = process.env.DATABASE_URL;
const dataDir = process.env.PGLITE_DIR;
if (!url && !dataDir) throw new Error('set DATABASE_URL or PGLITE_DIR');
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: dataDir as string });
const db = database.db;

const sessions = createSessionService({ db });
const app = new Hono<SessionEnv>();
app.use(sessionMiddleware({ service: sessions, secure: false }));
app.use(csrfProtection({ service: sessions }));
app.route('/', csrfRoutes({ service: sessions }));
app.route('/', cartRoutes({ db, catalog: cachedCatalogRefs(catalogRefs(db)), secureCookies: false }));
// What the bench's readiness poll asks.
app.get('/api/health', (c) => c.json({ status: 'ok' }));

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT ?? 0) }, (info) =>
  console.log(`listening ${info.port}`),
);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => server.close(() => void database.close().then(() => process.exit(0))));
}
