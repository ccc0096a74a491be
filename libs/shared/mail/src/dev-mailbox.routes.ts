import { AuthPaths, DevMailboxQuery, type DevMailbox } from '@folio/auth-contract';
import type { Database } from '@folio/db';
import { validate } from '@folio/server-kit';
import { Hono } from 'hono';
import { listDevMailbox } from './dev-mailbox.js';

/**
 * `GET /api/dev/mailbox?limit=`: the development mailbox, newest first. The shell mounts it only
 * outside production; it is never part of a production app.
 */
export function devMailboxRoutes({ db }: { db: Database }) {
  return new Hono().get(AuthPaths.devMailbox, validate('query', DevMailboxQuery), async (c) => {
    const { limit } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await listDevMailbox(db, limit) } satisfies DevMailbox);
  });
}
