import * as v from 'valibot';
import { NotificationsSearch } from './notifications.search';

describe('notifications route search parameters', () => {
  it('drops what does not fit instead of failing the page', () => {
    expect(v.parse(NotificationsSearch, { page: -2, unread: 'maybe' })).toEqual({ page: undefined, unread: undefined });
    // Past the last page the API serves: the first page, rather than the API's 422.
    expect(v.parse(NotificationsSearch, { page: '1e20' })).toEqual({ page: undefined, unread: undefined });
  });

  it('reads the notification page and filter', () => {
    expect(v.parse(NotificationsSearch, { page: 3, unread: true })).toEqual({ page: 3, unread: 'true' });
    expect(v.parse(NotificationsSearch, { page: '2', unread: 'true' })).toEqual({ page: 2, unread: 'true' });
  });
});
