import { AuthPaths } from '@folio/auth-contract';
import { users } from '@folio/auth-server';
import type { AuthTestApp, TestBrowser } from '@folio/auth-server/testing';
import { NotificationMessages, NotificationPaths } from '@folio/notifications-contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './notification.service.js';
import { createNotificationsTestApp } from './testing/notifications-test-app.js';

const PASSWORD = 'a-long-reader-password';
let t: AuthTestApp;
afterEach(() => t.close());

async function signedIn(email = 'reader@example.com'): Promise<TestBrowser> {
  const browser = t.browser();
  await browser.handshake();
  const res = await browser.post(AuthPaths.login, { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return browser;
}

describe('CSRF on every unsafe notifications route', () => {
  const unsafe: Array<[string, string, unknown]> = [
    ['POST', NotificationPaths.notificationRead('n'), undefined],
    ['POST', NotificationPaths.notificationsReadAll, undefined],
  ];

  it.each(unsafe)(
    '%s %s answers 419 without X-XSRF-TOKEN or with a wrong one, and changes nothing',
    async (method, path, json) => {
      t = await createNotificationsTestApp();
      await t.createUser();
      const browser = await signedIn();
      const token = browser.sessionToken();
      const missing = await browser.request(method, path, { json, csrf: false });
      expect(missing.status).toBe(419);
      expect(missing.body).toEqual({ message: 'CSRF token mismatch.', code: 'csrf_token_mismatch' });
      const wrong = await browser.request(method, path, { json, csrf: false, headers: { 'x-xsrf-token': 'forged' } });
      expect(wrong.status).toBe(419);
      expect(browser.sessionToken()).toBe(token);
      expect((await browser.get(AuthPaths.user)).status).toBe(200);
    },
  );
});

describe('access to what is not yours', () => {
  it('answers 404, never 403, for another user’s notification', async () => {
    t = await createNotificationsTestApp();
    await t.createUser({ email: 'owner@example.com' });
    await t.createUser({ email: 'other@example.com' });
    const owner = await signedIn('owner@example.com');
    const other = await signedIn('other@example.com');

    const [ownerRow] = await t.database.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    const note = await notify(t.database.db, ownerRow!.id, {
      kind: 'order_update',
      title: 'Order paid',
      body: 'Thanks',
      url: '/order/F-1',
    });
    const stranger = await other.post(NotificationPaths.notificationRead(note.id));
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ message: NotificationMessages.notificationNotFound, code: 'not_found' });
    expect(
      (await owner.get<{ data: Array<{ read_at: string | null }> }>(NotificationPaths.notifications)).body.data[0]
        ?.read_at,
    ).toBeNull();
  });
});
