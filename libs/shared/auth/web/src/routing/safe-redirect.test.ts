import { redirectTarget, safeRedirect } from './safe-redirect';

const ORIGIN = 'https://folio.test';

describe('safeRedirect', () => {
  it('keeps same-origin relative paths with their search and hash', () => {
    expect(safeRedirect('/account/addresses', ORIGIN)).toBe('/account/addresses');
    expect(safeRedirect('/event/summer-signing?tab=store#top', ORIGIN)).toBe('/event/summer-signing?tab=store#top');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/account'],
    ['a protocol-relative URL', '//evil.example/account'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path without a slash', 'account'],
    ['a tab hiding a second slash', '/\t/evil.example'],
    ['an empty string', ''],
    ['something that is not text', 42],
  ])('refuses %s', (_what, target) => {
    expect(safeRedirect(target, ORIGIN)).toBeNull();
  });

  it('refuses the sign-in pages themselves, so signing in never loops or signs out', () => {
    for (const page of [
      '/login',
      '/register?x=1',
      '/logout',
      '/forgot-password',
      '/password-reset',
      '/sso-callback',
      '/auth/social-callback',
    ]) {
      expect(safeRedirect(page, ORIGIN)).toBeNull();
    }
    expect(safeRedirect('/login-help', ORIGIN)).toBe('/login-help');
  });

  it('falls back to the account overview', () => {
    expect(redirectTarget('https://evil.example')).toBe('/account');
    expect(redirectTarget(undefined)).toBe('/account');
    expect(redirectTarget('/notifications')).toBe('/notifications');
  });
});
