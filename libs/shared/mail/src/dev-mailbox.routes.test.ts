import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
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
    expect(body.data).toEqual([expect.objectContaining({ to: 'ada@example.com', subject: 'Verify your email address' })]);
  });
});
