import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const KNOWN_DEVICE_COOKIE = 'folio_device';
const LIFETIME_MS = 180 * 24 * 60 * 60_000;

/**
 * "This browser has signed in to this account before": a signed, HttpOnly cookie set after a
 * successful password sign-in. The per-account failure limit does not apply to a browser that
 * carries it for the account, so an attacker who trips that limit cannot lock the owner out
 * (OWASP's device-cookie pattern); the per-account-and-IP limit still applies to everyone.
 */
export function createKnownDevices({ appKey, secure, now }: { appKey: Uint8Array; secure: boolean; now: () => Date }) {
  const key = Buffer.from(hkdfSync('sha256', appKey, 'folio', 'known-device-cookie', 32));
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    remember(c: Context, userId: string): void {
      const expires = now().getTime() + LIFETIME_MS;
      const payload = `${Buffer.from(userId).toString('base64url')}.${expires}`;
      setCookie(c, KNOWN_DEVICE_COOKIE, `${payload}.${sign(payload)}`, {
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        path: '/',
        maxAge: Math.floor(LIFETIME_MS / 1000),
      });
    },

    isKnown(c: Context, userId: string): boolean {
      const parts = (getCookie(c, KNOWN_DEVICE_COOKIE) ?? '').split('.');
      if (parts.length !== 3) return false;
      const [who = '', expires = '', mac = ''] = parts;
      const expected = Buffer.from(sign(`${who}.${expires}`));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      return Buffer.from(who, 'base64url').toString() === userId && Number(expires) > now().getTime();
    },
  };
}
export type KnownDevices = ReturnType<typeof createKnownDevices>;
