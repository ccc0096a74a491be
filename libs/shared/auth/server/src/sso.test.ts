import { AuthPaths, type SsoValidateResult } from '@folio/auth-contract';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mintSsoTicket, SSO_CLOCK_TOLERANCE_SECONDS } from './sso-ticket.js';
import { createAuthTestApp, fakeClock, TEST_SSO_SECRET, type AuthTestApp } from './testing/auth-test-app.js';
import type { UserRow } from './user.table.js';

let t: AuthTestApp;
let clock: ReturnType<typeof fakeClock>;
let user: UserRow;
beforeEach(async () => {
  clock = fakeClock();
  t = await createAuthTestApp({ now: clock.now });
  user = await t.createUser();
});
afterEach(() => t.close());

const failed = { success: false, message: 'Authentication failed', code: 'sso_failed' };

async function validate(ticket: string) {
  const browser = t.browser();
  await browser.handshake();
  const res = await browser.post<SsoValidateResult>(AuthPaths.ssoValidate, { ticket });
  return { res, browser };
}

const mint = (subject = 'reader@example.com', extra: Partial<{ ttlSeconds: number }> = {}) =>
  mintSsoTicket({ secret: TEST_SSO_SECRET, subject, now: clock.now, ...extra });

describe('POST /api/sso/validate', () => {
  it('signs in with a ticket naming the account by e-mail or by id', async () => {
    for (const subject of ['reader@example.com', user.id]) {
      const { res, browser } = await validate(await mint(subject));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Authenticated' });
      expect((await browser.get<{ id: string }>(AuthPaths.user)).body.id).toBe(user.id);
    }
  });

  it('accepts a ticket once', async () => {
    const ticket = await mint();
    expect((await validate(ticket)).res.status).toBe(200);
    const replay = await validate(ticket);
    expect(replay.res.status).toBe(401);
    expect(replay.res.body).toEqual(failed);
    expect((await replay.browser.get(AuthPaths.user)).status).toBe(401);
  });

  it('refuses a ticket past its 60 seconds', async () => {
    const ticket = await mint();
    clock.advance(66_000);
    expect((await validate(ticket)).res.body).toEqual(failed);
  });

  it('refuses a ticket issued in the future beyond the 30-second clock tolerance, however short its lifetime', async () => {
    // A ticket minted a day ahead would otherwise stay valid for a day plus a minute.
    const ahead = (seconds: number) =>
      mintSsoTicket({
        secret: TEST_SSO_SECRET,
        subject: 'reader@example.com',
        now: () => new Date(clock.now().getTime() + seconds * 1000),
      });
    for (const seconds of [24 * 60 * 60, 10 * 60, SSO_CLOCK_TOLERANCE_SECONDS + 1]) {
      const { res, browser } = await validate(await ahead(seconds));
      expect(res.status, `${seconds} s ahead`).toBe(401);
      expect(res.body).toEqual(failed);
      expect((await browser.get(AuthPaths.user)).status).toBe(401);
    }
  });

  it('accepts a ticket from an issuer whose clock runs up to 30 seconds ahead', async () => {
    expect(SSO_CLOCK_TOLERANCE_SECONDS).toBe(30);
    const ticket = await mintSsoTicket({
      secret: TEST_SSO_SECRET,
      subject: 'reader@example.com',
      now: () => new Date(clock.now().getTime() + 30_000),
    });
    expect((await validate(ticket)).res.status).toBe(200);
  });

  it.each([
    [
      'signed with another key',
      async () =>
        mintSsoTicket({
          secret: 'another-secret-that-is-long-enough-000000000',
          subject: 'reader@example.com',
          now: clock.now,
        }),
    ],
    ['for an unknown account', async () => mint('nobody@example.com')],
    ['that is not a JWS at all', async () => 'not-a-ticket'],
    [
      'with a lifetime over 60 seconds',
      async () => {
        const iat = Math.floor(clock.now().getTime() / 1000);
        return new SignJWT({})
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('reader@example.com')
          .setAudience('folio-sso')
          .setIssuedAt(iat)
          .setExpirationTime(iat + 600)
          .setJti('a'.repeat(22))
          .sign(new TextEncoder().encode(TEST_SSO_SECRET));
      },
    ],
    [
      'without a jti',
      async () => {
        const iat = Math.floor(clock.now().getTime() / 1000);
        return new SignJWT({})
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('reader@example.com')
          .setAudience('folio-sso')
          .setIssuedAt(iat)
          .setExpirationTime(iat + 30)
          .sign(new TextEncoder().encode(TEST_SSO_SECRET));
      },
    ],
    [
      'for another audience',
      async () => {
        const iat = Math.floor(clock.now().getTime() / 1000);
        return new SignJWT({})
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('reader@example.com')
          .setAudience('elsewhere')
          .setIssuedAt(iat)
          .setExpirationTime(iat + 30)
          .setJti('b'.repeat(22))
          .sign(new TextEncoder().encode(TEST_SSO_SECRET));
      },
    ],
    [
      'with alg none',
      async () =>
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"reader@example.com","aud":"folio-sso"}').toString('base64url')}.`,
    ],
  ])('refuses a ticket %s with 401 and the same message', async (_name, make) => {
    const { res, browser } = await validate(await make());
    expect(res.status).toBe(401);
    expect(res.body).toEqual(failed);
    expect((await browser.get(AuthPaths.user)).status).toBe(401);
  });

  it('refuses every ticket when no SSO secret is configured', async () => {
    await t.close();
    t = await createAuthTestApp({ now: clock.now, ssoSecret: null });
    await t.createUser();
    expect((await validate(await mint())).res.body).toEqual(failed);
  });

  it('answers 422 without a ticket', async () => {
    const browser = t.browser();
    await browser.handshake();
    expect((await browser.post(AuthPaths.ssoValidate, {})).status).toBe(422);
  });
});

describe('mintSsoTicket', () => {
  it('refuses short secrets and lifetimes over 60 seconds', async () => {
    await expect(mintSsoTicket({ secret: 'short', subject: 'x' })).rejects.toThrow('at least 32 bytes');
    await expect(mintSsoTicket({ secret: TEST_SSO_SECRET, subject: 'x', ttlSeconds: 61 })).rejects.toThrow(
      '1 to 60 seconds',
    );
  });
});
