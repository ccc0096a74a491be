import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NotificationPaths } from './notification.paths.js';
import { NotificationListQuery, NotificationPage } from './notification.schema.js';

describe('NotificationPaths', () => {
  it('builds parameterised paths', () => {
    expect(NotificationPaths.notificationRead(':id')).toBe('/api/notifications/:id/read');
  });
});

describe('answers', () => {
  it('parses a notification page with its unread count', () => {
    const page = { data: [], meta: { current_page: 1, per_page: 20, total: 0, last_page: 1, unread_count: 0 } };
    expect(v.parse(NotificationPage, page)).toEqual(page);
  });
});

describe('NotificationListQuery', () => {
  it('pages like every list: the first page of 20 by default, no page past the last any list serves', () => {
    expect(v.parse(NotificationListQuery, { unread: 'true' })).toEqual({ page: 1, per_page: 20, unread: 'true' });
    expect(v.safeParse(NotificationListQuery, { page: '1e20' }).success).toBe(false);
    expect(v.safeParse(NotificationListQuery, { per_page: '101' }).success).toBe(false);
  });
});
