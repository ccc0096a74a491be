import * as v from 'valibot';
import { NotificationsSearch, PasswordResetSearch, RedirectSearch } from './search';

describe('route search parameters', () => {
  it('keeps text, including values the router parsed as numbers', () => {
    expect(v.parse(PasswordResetSearch, { token: 'abc', email: 'a@b.co' })).toEqual({ token: 'abc', email: 'a@b.co' });
    expect(v.parse(RedirectSearch, { redirect: 123 })).toEqual({ redirect: '123' });
  });

  it('drops what does not fit instead of failing the page', () => {
    expect(v.parse(RedirectSearch, { redirect: { nested: true } })).toEqual({ redirect: undefined });
    expect(v.parse(NotificationsSearch, { page: -2, unread: 'maybe' })).toEqual({ page: undefined, unread: undefined });
  });

  it('reads the notification page and filter', () => {
    expect(v.parse(NotificationsSearch, { page: 3, unread: true })).toEqual({ page: 3, unread: 'true' });
    expect(v.parse(NotificationsSearch, { page: '2', unread: 'true' })).toEqual({ page: 2, unread: 'true' });
  });
});
