import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const KNOWN_DEVICE_COOKIE = 'folio_device';
const LIFETIME_MS = 180 * 24 * 60 * 60_000;

/**
 * "This browser has signed in to this account before": a signed, HttpOnly cookie set after a
 * successful password sign-in. The per-account failure limit does not apply to a browser that
 * carries it for the account, so an attacker who trips that limit cannot lock the owner out
 * (OWASP's device-cookie pattern); the per-account-and-IP limit still applies to everyone. Nor
 * does the per-network limit apply to a browser with a valid cookie for any account: readers on
 * a venue's shared Wi-Fi are not locked out by someone else's failures there (each device keeps a
 * limit of its own).
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
      const device = valid(c);
      return device !== null && device.userId === userId;
    },

    /**
     * The browser's device key when it carries a valid, unexpired cookie (for any account): it
     * signed in here before, so it is not the crowd behind its network address. Its own limit
     * replaces the address's at sign-in. Checked in memory (an HMAC), without the database.
     */
    deviceOf(c: Context): string | null {
      return valid(c)?.key ?? null;
    },
  };

  function valid(c: Context): { userId: string; key: string } | null {
    const parts = (getCookie(c, KNOWN_DEVICE_COOKIE) ?? '').split('.');
    if (parts.length !== 3) return null;
    const [who = '', expires = '', mac = ''] = parts;
    const expected = Buffer.from(sign(`${who}.${expires}`));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (!(Number(expires) > now().getTime())) return null;
    return { userId: Buffer.from(who, 'base64url').toString(), key: mac };
  }
}
export type KnownDevices = ReturnType<typeof createKnownDevices>;
