import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export interface FacebookStandInUser {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

export interface IssuedToken {
  userId: string;
  appId: string;
  /** Unix seconds; 0 means never. */
  expiresAt: number;
  valid: boolean;
}

export interface FacebookStandIn {
  appId: string;
  appSecret: string;
  authUrl: string;
  tokenUrl: string;
  graphUrl: string;
  /** Who signs in next at the dialog; `null` makes the person decline. */
  signInAs(user: FacebookStandInUser | null): void;
  /** A user access token as the JavaScript SDK would hand it to the browser. */
  issueToken(user: FacebookStandInUser, options?: Partial<Omit<IssuedToken, 'userId'>>): string;
  /** How many Graph calls carried a wrong app token or appsecret_proof. */
  rejectedCalls(): number;
  close(): Promise<void>;
}

const VERSION = '/v23.0';
const newToken = () => randomBytes(24).toString('base64url');
const graphError = (message: string) => ({ error: { message, type: 'OAuthException', code: 190 } });

/**
 * Facebook's OAuth dialog, token endpoint and the Graph calls Folio makes (`/me`, `/debug_token`)
 * on a random loopback port. It checks what Facebook checks (app id and secret, redirect URI,
 * PKCE S256, app token, appsecret_proof) and can mint tokens for other apps, expired or revoked.
 */
export async function startFacebookStandIn(
  options: { appId?: string; appSecret?: string } = {},
): Promise<FacebookStandIn> {
  const appId = options.appId ?? '1000000000000001';
  const appSecret = options.appSecret ?? 'facebook-test-secret';
  const users = new Map<string, FacebookStandInUser>();
  const tokens = new Map<string, IssuedToken>();
  const codes = new Map<string, { userId: string; challenge: string; redirectUri: string }>();
  let next: FacebookStandInUser | null | undefined;
  let rejected = 0;

  const issueToken: FacebookStandIn['issueToken'] = (user, overrides = {}) => {
    users.set(user.id, user);
    const token = `EAA${newToken()}`;
    tokens.set(token, {
      userId: user.id,
      appId,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
      valid: true,
      ...overrides,
    });
    return token;
  };
  const bearer = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice(7) : undefined);

  const app = new Hono()
    .get(`${VERSION}/dialog/oauth`, (c) => {
      const q = c.req.query();
      if (q['client_id'] !== appId || !q['redirect_uri'] || !q['state']) return c.text('Invalid app or redirect', 400);
      if (q['code_challenge_method'] !== 'S256' || !q['code_challenge']) return c.text('PKCE S256 required', 400);
      const target = new URL(q['redirect_uri']);
      target.searchParams.set('state', q['state']);
      if (!next) {
        target.searchParams.set('error', 'access_denied');
        target.searchParams.set('error_reason', 'user_denied');
        return c.redirect(target.toString(), 302);
      }
      users.set(next.id, next);
      const code = newToken();
      codes.set(code, { userId: next.id, challenge: q['code_challenge'], redirectUri: q['redirect_uri'] });
      target.searchParams.set('code', code);
      return c.redirect(target.toString(), 302);
    })
    .post(`${VERSION}/oauth/access_token`, async (c) => {
      const form = await c.req.parseBody();
      const grant = codes.get(String(form['code']));
      codes.delete(String(form['code']));
      const verifier = String(form['code_verifier'] ?? '');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (form['client_id'] !== appId || form['client_secret'] !== appSecret)
        return c.json(graphError('Error validating client secret.'), 400);
      const user = grant && users.get(grant.userId);
      if (!grant || !user || grant.redirectUri !== form['redirect_uri'] || grant.challenge !== challenge) {
        return c.json(graphError('Invalid verification code format.'), 400);
      }
      const token = issueToken(user);
      return c.json({ access_token: token, token_type: 'bearer', expires_in: 3600 });
    })
    .get(`${VERSION}/me`, (c) => {
      const token = bearer(c.req.header('Authorization'));
      const issued = token ? tokens.get(token) : undefined;
      const user = issued ? users.get(issued.userId) : undefined;
      const expectedProof = token ? createHmac('sha256', appSecret).update(token).digest('hex') : '';
      if (!token || !issued || !user || !issued.valid || c.req.query('appsecret_proof') !== expectedProof) {
        rejected += 1;
        return c.json(graphError('Invalid OAuth access token.'), 400);
      }
      const wanted = (c.req.query('fields') ?? 'id,name').split(',');
      const fields: Record<string, string | undefined> = {
        id: user.id,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        name: [user.first_name, user.last_name].filter(Boolean).join(' '),
      };
      return c.json(Object.fromEntries(wanted.filter((f) => fields[f] !== undefined).map((f) => [f, fields[f]])));
    })
    .get(`${VERSION}/debug_token`, (c) => {
      if (bearer(c.req.header('Authorization')) !== `${appId}|${appSecret}`) {
        rejected += 1;
        return c.json(graphError('Invalid OAuth access token signature.'), 400);
      }
      const issued = tokens.get(c.req.query('input_token') ?? '');
      if (!issued)
        return c.json({ data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false } });
      const expired = issued.expiresAt !== 0 && issued.expiresAt * 1000 <= Date.now();
      return c.json({
        data: {
          app_id: issued.appId,
          type: 'USER',
          application: 'Folio',
          expires_at: issued.expiresAt,
          is_valid: issued.valid && !expired,
          scopes: ['email', 'public_profile'],
          user_id: issued.userId,
        },
      });
    });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${VERSION}`;

  return {
    appId,
    appSecret,
    authUrl: `${base}/dialog/oauth`,
    tokenUrl: `${base}/oauth/access_token`,
    graphUrl: base,
    signInAs(user) {
      next = user;
    },
    issueToken,
    rejectedCalls: () => rejected,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
