import { randomBytes } from 'node:crypto';
import type { Database } from '@folio/db';
import { botChallengeOff, type BotChallengeVerifier } from '@folio/integrations-server';
import type { MailQueue } from '@folio/mail';
import { defineAuthMail } from './auth-mail.js';
import { createTokenStore, type TokenStore } from './auth-token.service.js';
import { clientIpResolver, type ClientIpResolver } from './client-ip.js';
import { createClientRefusals, type ClientRefusals } from './client-refusals.js';
import { createKnownDevices, type KnownDevices } from './known-device.js';
import { createPasswordHasher, type PasswordHasher } from './password-hasher.js';
import type { SignInHook } from './sign-in.js';
import { createThrottle, type Throttle } from './throttle.js';

export interface AuthOptions {
  db: Database;
  /** The mail queue (its mailer is SMTP or the development mailbox). */
  mail: MailQueue;
  /** Public base URL of the web app, for links in e-mails. */
  appUrl: string;
  secureCookies: boolean;
  now?: () => Date;
  /** HS256 key shared with the SSO ticket issuer; null turns SSO off (every ticket fails). */
  ssoSecret?: string | null;
  /** Key material for signed cookies; a random key per process when absent. */
  appKey?: Uint8Array;
  clientIp?: ClientIpResolver;
  hasher?: PasswordHasher;
  /** Run at every way in (password, register, reset, SSO), after the new session is made. */
  onSignIn?: readonly SignInHook[];
  /** Bot protection on registration; off (every registration passes) by default. */
  botChallenge?: BotChallengeVerifier;
}

/** Everything the identity routes share, built once per app; the account area's routes take it too. */
export interface AuthDeps {
  db: Database;
  mail: MailQueue;
  appUrl: string;
  now: () => Date;
  hasher: PasswordHasher;
  throttle: Throttle;
  tokens: TokenStore;
  devices: KnownDevices;
  clientIp: ClientIpResolver;
  /** Clients a per-client limit refused, for the credential gate to answer from memory. */
  clientRefusals: ClientRefusals;
  ssoKey: Uint8Array | null;
  /** Run at every way in, after the new session is made (see `signIn`). */
  onSignIn: readonly SignInHook[];
  botChallenge: BotChallengeVerifier;
}

export function createAuthDeps(options: AuthOptions): AuthDeps {
  const now = options.now ?? (() => new Date());
  const tokens = createTokenStore({ db: options.db, now });
  const appUrl = options.appUrl.replace(/\/+$/, '');
  defineAuthMail({ mail: options.mail, db: options.db, tokens, appUrl });
  return {
    db: options.db,
    mail: options.mail,
    appUrl,
    now,
    hasher: options.hasher ?? createPasswordHasher(),
    throttle: createThrottle({ db: options.db, now }),
    tokens,
    devices: createKnownDevices({ appKey: options.appKey ?? randomBytes(32), secure: options.secureCookies, now }),
    clientIp: options.clientIp ?? clientIpResolver(),
    clientRefusals: createClientRefusals({ now }),
    ssoKey: options.ssoSecret ? new TextEncoder().encode(options.ssoSecret) : null,
    onSignIn: options.onSignIn ?? [],
    botChallenge: options.botChallenge ?? botChallengeOff,
  };
}
