import { AuthPaths } from '@folio/auth-contract';
import { fakeClock, type AuthTestApp, type TestBrowser } from '@folio/auth-server/testing';
import type { UserRow } from '@folio/auth-server';
import { NotificationMessages, NotificationPage, NotificationPaths } from '@folio/notifications-contract';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notify } from './notification.service.js';
import { createNotificationsTestApp } from './testing/notifications-test-app.js';

const PASSWORD = 'a-long-reader-password';
let t: AuthTestApp;
let clock: ReturnType<typeof fakeClock>;
let user: UserRow;
let browser: TestBrowser;

beforeEach(async () => {
  clock = fakeClock();
  t = await createNotificationsTestApp({ now: clock.now });
  user = await t.createUser();
  browser = t.browser();
  await browser.handshake();
  await browser.post(AuthPaths.login, { email: 'reader@example.com', password: PASSWORD });
});
afterEach(() => t.close());

describe('notifications', () => {
  it('answers 404 to ids that cannot name a notification (not a UUID, a NUL character)', async () => {
    for (const id of ['%00', 'a%00b', '12345']) {
      const read = await browser.post(NotificationPaths.notificationRead(id));
      expect(read.status, id).toBe(404);
      expect(read.body).toEqual({ message: NotificationMessages.notificationNotFound, code: 'not_found' });
    }
  });

  it('lists newest first with pages and the unread count, marks one and then all read', async () => {
    for (let i = 1; i <= 3; i++) {
      await notify(
        t.database.db,
        user.id,
        { kind: 'instalment_reminder', title: `Reminder ${i}`, body: 'Due soon', url: `/checkout/installment/${i}` },
        clock.now(),
      );
      clock.advance(1000);
    }
    const page1 = v.parse(NotificationPage, (await browser.get(`${NotificationPaths.notifications}?per_page=2`)).body);
    expect(page1.data.map((n) => n.title)).toEqual(['Reminder 3', 'Reminder 2']);
    expect(page1.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2, unread_count: 3 });
    const page2 = v.parse(
      NotificationPage,
      (await browser.get(`${NotificationPaths.notifications}?per_page=2&page=2`)).body,
    );
    expect(page2.data.map((n) => n.title)).toEqual(['Reminder 1']);

    const read = await browser.post<{ read_at: string }>(NotificationPaths.notificationRead(page1.data[0]!.id));
    expect(read.status).toBe(200);
    expect(read.body.read_at).toBe(clock.now().toISOString());
    const unread = v.parse(
      NotificationPage,
      (await browser.get(`${NotificationPaths.notifications}?unread=true`)).body,
    );
    expect(unread.meta).toMatchObject({ total: 2, unread_count: 2 });

    const all = await browser.post(NotificationPaths.notificationsReadAll);
    expect(all.body).toEqual({ message: NotificationMessages.notificationsAllRead, updated: 2 });
    expect(v.parse(NotificationPage, (await browser.get(NotificationPaths.notifications)).body).meta.unread_count).toBe(
      0,
    );
    expect((await browser.get(`${NotificationPaths.notifications}?per_page=1000`)).status).toBe(422);
  });
});
