import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** The audience every Folio SSO ticket names, so a JWT minted for something else never passes. */
export const SSO_AUDIENCE = 'folio-sso';
/** Tickets live at most this long (issued-at to expiry). */
export const SSO_MAX_TTL_SECONDS = 60;
/**
 * How far the issuer's clock may run ahead of ours: a ticket whose `iat` is later than now plus
 * this is refused, so no ticket can be minted today for use tomorrow.
 */
export const SSO_CLOCK_TOLERANCE_SECONDS = 30;
/** HS256 keys shorter than this are refused: 256 bits, as RFC 7518 asks for HS256. */
export const SSO_MIN_SECRET_BYTES = 32;

export interface MintSsoTicketOptions {
  /** The key shared with Folio (SSO_SECRET), at least 32 bytes. */
  secret: string | Uint8Array;
  /** The account: a Folio user id or an e-mail address. */
  subject: string;
  ttlSeconds?: number;
  now?: () => Date;
}

const keyOf = (secret: string | Uint8Array): Uint8Array => {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  if (key.length < SSO_MIN_SECRET_BYTES)
    throw new Error(`The SSO secret must be at least ${SSO_MIN_SECRET_BYTES} bytes.`);
  return key;
};

/**
 * The issuing side: a compact JWS (HS256) with `sub`, `aud`, `iat`, `exp` (at most 60 s later)
 * and a 128-bit random `jti` that Folio accepts once.
 */
export async function mintSsoTicket({
  secret,
  subject,
  ttlSeconds = SSO_MAX_TTL_SECONDS,
  now = () => new Date(),
}: MintSsoTicketOptions): Promise<string> {
  if (ttlSeconds <= 0 || ttlSeconds > SSO_MAX_TTL_SECONDS)
    throw new Error(`SSO tickets live 1 to ${SSO_MAX_TTL_SECONDS} seconds.`);
  const issuedAt = Math.floor(now().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setAudience(SSO_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .setJti(randomBytes(16).toString('base64url'))
    .sign(keyOf(secret));
}

export interface SsoClaims {
  subject: string;
  jti: string;
  expiresAt: Date;
}

/**
 * The validating side: signature (HS256 only), audience, expiry, an `iat` no later than now plus
 * the clock tolerance, a lifetime of at most 60 s and a `jti` of at least 128 bits. Null for
 * anything else; the reason is not the caller's business.
 */
export async function verifySsoTicket(ticket: string, key: Uint8Array, now: () => Date): Promise<SsoClaims | null> {
  try {
    const { payload } = await jwtVerify(ticket, key, {
      algorithms: ['HS256'],
      audience: SSO_AUDIENCE,
      requiredClaims: ['sub', 'jti', 'iat', 'exp'],
      currentDate: now(),
      clockTolerance: 5,
    });
    const { sub, jti, iat, exp } = payload;
    if (!sub || !jti || iat === undefined || exp === undefined) return null;
    if (exp - iat > SSO_MAX_TTL_SECONDS || jti.length < 22) return null;
    // Checking only `exp - iat` would let a ticket dated in the future live until that future.
    if (iat > now().getTime() / 1000 + SSO_CLOCK_TOLERANCE_SECONDS) return null;
    return { subject: sub, jti, expiresAt: new Date(exp * 1000) };
  } catch {
    return null;
  }
}
