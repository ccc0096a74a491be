import { AuthPaths } from '@folio/auth-contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authTokens } from './auth-token.table.js';
import { mintSsoTicket } from './sso-ticket.js';
import { createAuthTestApp, TEST_SSO_SECRET, type AuthTestApp } from './testing/auth-test-app.js';

// PGlite has one connection, so real concurrency needs PostgreSQL (TEST_DATABASE_URL).
describe.runIf(process.env['TEST_DATABASE_URL'])('one SSO ticket used 20 times at once (PostgreSQL)', () => {
  let t: AuthTestApp;
  beforeEach(async () => {
    t = await createAuthTestApp();
    await t.createUser();
  });
  afterEach(() => t.close());

  it('signs in exactly once', async () => {
    const ticket = await mintSsoTicket({ secret: TEST_SSO_SECRET, subject: 'reader@example.com' });
    const browsers = Array.from({ length: 20 }, () => t.browser());
    await Promise.all(browsers.map((b) => b.handshake()));
    const results = await Promise.all(
      browsers.map((b) => b.post<{ success: boolean }>(AuthPaths.ssoValidate, { ticket })),
    );
    expect(results.filter((r) => r.status === 200 && r.body.success)).toHaveLength(1);
    expect(results.filter((r) => r.status === 401 && !r.body.success)).toHaveLength(19);
    expect(await t.database.db.select().from(authTokens)).toHaveLength(1);
  });
});
