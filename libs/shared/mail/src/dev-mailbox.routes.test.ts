import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { createLogger, errorHandler, type BaseEnv } from '@folio/server-kit';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDevMailboxMailer } from './dev-mailbox.js';
import { devMailboxRoutes } from './dev-mailbox.routes.js';

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(() => t.destroy());

describe('GET /api/dev/mailbox', () => {
  it('lists the stored messages, newest first, never cached', async () => {
    const mailer = createDevMailboxMailer({ db: t.db });
    await mailer.send({ to: 'ada@example.com', subject: 'Verify your email address', text: 'link' });
    const res = await devMailboxRoutes({ db: t.db }).request('/api/dev/mailbox?limit=5');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { data: Array<{ to: string; subject: string }> };
    expect(body.data).toEqual([
      expect.objectContaining({ to: 'ada@example.com', subject: 'Verify your email address' }),
    ]);
  });

  it('answers a limit that is not a whole number from 1 to 200 with a 422, not a database error', async () => {
    // Behind the error envelope, as the API shell mounts it.
    const app = new Hono<BaseEnv>().route('/', devMailboxRoutes({ db: t.db }));
    app.onError(errorHandler(createLogger({ level: 'silent' })));
    for (const limit of ['1.5', '0', '201', '1e20', 'many']) {
      const res = await app.request(`/api/dev/mailbox?limit=${limit}`);
      expect(res.status, limit).toBe(422);
      expect(((await res.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty('limit');
    }
    expect((await app.request('/api/dev/mailbox?limit=200')).status).toBe(200);
  });
});
