// The B6 decomposition point: Hono on @hono/node-server with no middleware at all, answering
// GET /api/health with the same JSON body as the API and the bare node:http server. Between bare
// node:http and this is the framework's own cost; between this and the API is Folio's middleware
// (request id, security headers). PORT (default 4402) and HOST (default 127.0.0.1) from the
// environment; exits on SIGTERM/SIGINT.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const body = { status: 'ok', version: '0.0.0', database: 'up' };
const app = new Hono().get('/api/health', (c) => c.json(body));

const server = serve({
  fetch: app.fetch,
  port: Number(process.env.PORT ?? 4402),
  hostname: process.env.HOST ?? '127.0.0.1',
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections?.();
  });
}
