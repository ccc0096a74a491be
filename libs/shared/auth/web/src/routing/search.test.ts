import * as v from 'valibot';
import { PasswordResetSearch, RedirectSearch } from './search';

describe('route search parameters', () => {
  it('keeps text, including values the router parsed as numbers', () => {
    expect(v.parse(PasswordResetSearch, { token: 'abc', email: 'a@b.co' })).toEqual({ token: 'abc', email: 'a@b.co' });
    expect(v.parse(RedirectSearch, { redirect: 123 })).toEqual({ redirect: '123' });
  });

  it('drops what does not fit instead of failing the page', () => {
    expect(v.parse(RedirectSearch, { redirect: { nested: true } })).toEqual({ redirect: undefined });
  });
});
