import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** The person who "signs in" at the stand-in on the next authorization request. */
export interface StandInAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface OpenIdStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in next (the stand-in has no login form: it consents on their behalf). */
  signInAs(account: StandInAccount): void;
  close(): Promise<void>;
}

type Payload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string; consumed?: number };

/** oidc-provider's storage, in memory and per instance (its own default warns on every start). */
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

/**
 * A real OpenID provider (oidc-provider) on a random loopback port, standing in for Google in
 * tests: discovery, PKCE required, signed ID tokens with the nonce, UserInfo. Login and consent
 * are answered without a form for the account set with `signInAs`.
 */
export async function startOpenIdStandIn(options: {
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}): Promise<OpenIdStandIn> {
  const clientId = options.clientId ?? 'folio-test-client';
  const clientSecret = options.clientSecret ?? 'folio-test-secret';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'stand-in' };
  const accounts = new Map<string, StandInAccount>();
  let next: StandInAccount | undefined;

  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    jwks: { keys: [signingKey] },
    cookies: { keys: ['stand-in-cookie-key'] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
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
      const account = next;
      if (!account) throw new Error('call signInAs() before starting a sign-in');
      accounts.set(account.sub, account);
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params['client_id']) });
      grant.addOIDCScope(String(details.params['scope']));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) void interact(req, res);
    else handle(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      next = account;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
