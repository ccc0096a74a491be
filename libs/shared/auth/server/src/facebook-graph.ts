import { createHmac } from 'node:crypto';
import type { FacebookSignInConfig } from './social.config.js';
import { ProviderFailure } from './oauth-failure.js';

export interface FacebookProfile {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** What `debug_token` says about a user access token, already checked against our app id. */
export interface FacebookTokenCheck {
  /** Valid, unexpired, a user token, and issued to our app. */
  valid: boolean;
  userId: string | null;
}

export interface FacebookGraph {
  debugToken(accessToken: string): Promise<FacebookTokenCheck>;
  me(accessToken: string): Promise<FacebookProfile>;
}

const TIMEOUT_MS = 10_000;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The Graph API calls Folio makes. Every call proves it comes from our server: `debug_token` with
 * the app access token (APP_ID|APP_SECRET), `/me` with `appsecret_proof` (HMAC of the user token).
 * Tokens travel in the Authorization header, never in a URL that could be logged.
 */
export function facebookGraph(
  settings: Pick<FacebookSignInConfig, 'appId' | 'appSecret' | 'graphUrl'>,
  now: () => Date = () => new Date(),
): FacebookGraph {
  const base = settings.graphUrl.replace(/\/+$/, '');
  const appAccessToken = `${settings.appId}|${settings.appSecret}`;
  const proof = (token: string) => createHmac('sha256', settings.appSecret).update(token).digest('hex');

  async function get(
    path: string,
    params: Record<string, string>,
    bearer: string,
  ): Promise<{ status: number; body: unknown }> {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    try {
      const response = await fetch(url, {
        headers: { Authorization: `Bearer ${bearer}`, Accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    } catch (error) {
      throw new ProviderFailure('provider_error', 'Graph API unreachable', { cause: error });
    }
  }

  return {
    async debugToken(accessToken) {
      const { status, body } = await get('/debug_token', { input_token: accessToken }, appAccessToken);
      if (status >= 500) throw new ProviderFailure('provider_error', `Graph API answered ${status}`);
      const data = isRecord(body) && isRecord(body['data']) ? body['data'] : null;
      if (status !== 200 || !data) return { valid: false, userId: null };
      const expiresAt = typeof data['expires_at'] === 'number' ? data['expires_at'] : null;
      const unexpired = expiresAt === 0 || (expiresAt !== null && expiresAt * 1000 > now().getTime());
      const userId = text(data['user_id']);
      const valid =
        data['is_valid'] === true &&
        String(data['app_id']) === settings.appId &&
        (data['type'] === undefined || data['type'] === 'USER') &&
        unexpired &&
        userId !== null;
      return { valid, userId: valid ? userId : null };
    },

    async me(accessToken) {
      const { status, body } = await get(
        '/me',
        { fields: 'id,name,email,first_name,last_name', appsecret_proof: proof(accessToken) },
        accessToken,
      );
      const id = isRecord(body) ? text(body['id']) : null;
      if (status !== 200 || !isRecord(body) || !id)
        throw new ProviderFailure('provider_error', `Graph /me answered ${status}`);
      return { id, email: text(body['email']), firstName: text(body['first_name']), lastName: text(body['last_name']) };
    },
  };
}
