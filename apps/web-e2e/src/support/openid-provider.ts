import { createHash, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import {
  OPENID_CLIENT_ID,
  OPENID_CLIENT_SECRET,
  OPENID_ISSUER,
  OPENID_PORT,
  OPENID_REDIRECT_URI,
} from './accounts-env';

interface Account {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

type Payload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string; consumed?: number };

/** oidc-provider's storage, in memory (its default adapter warns on every start). */
function memoryAdapter() {
  const store = new Map<string, Payload>();
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key = (id: string) => `${this.model}:${id}`;
    async upsert(id: string, payload: Payload) {
      store.set(this.key(id), payload);
    }
    async find(id: string) {
      return store.get(this.key(id));
    }
    async findByUid(uid: string) {
      return [...store.entries()].find(([key, value]) => key.startsWith(`${this.model}:`) && value.uid === uid)?.[1];
    }
    async findByUserCode(userCode: string) {
      return [...store.entries()].find(
        ([key, value]) => key.startsWith(`${this.model}:`) && value.userCode === userCode,
      )?.[1];
    }
    async consume(id: string) {
      const payload = store.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, value] of store) if (value.grantId === grantId) store.delete(key);
    }
  };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The provider's own sign-in form: the journey types who signs in, like at Google. */
const loginForm = (uid: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in to the test provider</title></head>
<body><main><h1>Sign in to the test provider</h1>
<form method="post" action="/interaction/${escape(uid)}">
<label>Email <input name="email" type="email" required></label>
<label>First name <input name="given_name" required></label>
<label>Last name <input name="family_name" required></label>
<button type="submit">Continue</button>
</form></main></body></html>`;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

/**
 * A real OpenID provider (oidc-provider) on loopback, standing in for Google in the journeys:
 * discovery, PKCE, signed ID tokens with the nonce. Its interaction page is a form where the test
 * says who signs in; the e-mail is vouched for (`email_verified: true`).
 */
export async function startOpenIdProvider(): Promise<{ close(): Promise<void> }> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig', kid: 'e2e' };
  const accounts = new Map<string, Account>();

  const provider = new Provider(OPENID_ISSUER, {
    adapter: memoryAdapter(),
    jwks: { keys: [jwk] },
    cookies: { keys: ['folio-e2e-provider-cookie-key'] },
    clients: [
      {
        client_id: OPENID_CLIENT_ID,
        client_secret: OPENID_CLIENT_SECRET,
        redirect_uris: [OPENID_REDIRECT_URI],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
  });
  const handle = provider.callback();

  async function interact(req: IncomingMessage, res: ServerResponse) {
    try {
      const details = await provider.interactionDetails(req, res);
      if (req.method !== 'POST') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(loginForm(details.uid));
        return;
      }
      const form = await readForm(req);
      const email = form.get('email') ?? '';
      const sub = createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24);
      accounts.set(sub, {
        sub,
        email,
        email_verified: true,
        given_name: form.get('given_name') ?? '',
        family_name: form.get('family_name') ?? '',
      });
      const grant = new provider.Grant({ accountId: sub, clientId: String(details.params['client_id']) });
      grant.addOIDCScope(String(details.params['scope']));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  }

  const server = createServer((req, res) => {
    // The browser asks every origin for an icon; a 404 would be a console error in the journeys.
    if (req.url === '/favicon.ico') res.writeHead(204).end();
    else if (req.url?.startsWith('/interaction/')) void interact(req, res);
    else handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(OPENID_PORT, '127.0.0.1', resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
