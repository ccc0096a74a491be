import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '@folio/db';
import type { CrashPoint, Logger } from '@folio/server-kit';
import { createEmbeddedProvider, type EmbeddedProvider } from './embedded/embedded-provider.js';
import type { PaymentProvider } from './payment-provider.port.js';
import { createStripeProvider } from './stripe/stripe-provider.js';

export type PaymentsConfig =
  | { provider: 'embedded'; signingSecret: string; webhookUrl: string }
  | {
      provider: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      host?: string;
      port?: number;
      protocol?: 'http' | 'https';
    };

/**
 * The embedded provider's signing secret when `EMBEDDED_PAY_WEBHOOK_SECRET` is unset: derived from
 * `APP_KEY` (stable across restarts, so notifications in the outbox stay verifiable), random per
 * start without it.
 */
export const embeddedWebhookSecret = (appKey: string | null): string =>
  `whsec_${appKey ? createHmac('sha256', appKey).update('folio embedded payments webhook').digest('base64url') : randomBytes(24).toString('base64url')}`;

/** `STRIPE_API_HOST`: `host:port` or `http(s)://host:port` (tests point it at the loopback stand-in). */
function stripeHost(
  value: string,
): Pick<Extract<PaymentsConfig, { provider: 'stripe' }>, 'host' | 'port' | 'protocol'> | null {
  const url = URL.parse(/^https?:\/\//.test(value) ? value : `https://${value}`);
  if (!url || !url.hostname) return null;
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, protocol, ...(url.port ? { port: Number(url.port) } : {}) };
}

/** Why a production start stops when it does not say which processor takes the money. */
export const PROVIDER_REQUIRED_IN_PRODUCTION =
  'PAYMENTS_PROVIDER: say in production which processor takes payments: stripe (with the STRIPE_* keys), or embedded for simulated payments that charge no card (`npm start` sets embedded).';

/**
 * The payments settings from the environment (the variables of this package's README), or what is
 * wrong with them. `port` is the API's own, for the default webhook URL. In production the provider
 * must be named: a server that takes real orders never falls back to simulated payments unasked.
 */
export function paymentsConfigFromEnv(
  env: Record<string, string | undefined>,
  defaults: { port: number; appKey: string | null; production: boolean },
): { config: PaymentsConfig } | { problems: string[] } {
  const named = env['PAYMENTS_PROVIDER']?.trim();
  if (!named && defaults.production) return { problems: [PROVIDER_REQUIRED_IN_PRODUCTION] };
  const provider = named || 'embedded';
  if (provider === 'embedded') {
    const webhookUrl = env['PAYMENTS_WEBHOOK_URL']?.trim() || `http://127.0.0.1:${defaults.port}/api/payments/webhook`;
    if (!URL.canParse(webhookUrl)) return { problems: ['PAYMENTS_WEBHOOK_URL must be an absolute URL.'] };
    return {
      config: {
        provider,
        webhookUrl,
        signingSecret: env['EMBEDDED_PAY_WEBHOOK_SECRET']?.trim() || embeddedWebhookSecret(defaults.appKey),
      },
    };
  }
  if (provider !== 'stripe') return { problems: ['PAYMENTS_PROVIDER must be embedded or stripe.'] };
  const problems: string[] = [];
  const secretKey = env['STRIPE_SECRET_KEY']?.trim() ?? '';
  const publishableKey = env['STRIPE_PUBLISHABLE_KEY']?.trim() ?? '';
  const webhookSecret = env['STRIPE_WEBHOOK_SECRET']?.trim() ?? '';
  if (!/^(sk|rk)_/.test(secretKey))
    problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_…) when PAYMENTS_PROVIDER=stripe.');
  if (!publishableKey.startsWith('pk_'))
    problems.push('STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_…) when PAYMENTS_PROVIDER=stripe.');
  if (!webhookSecret.startsWith('whsec_'))
    problems.push('STRIPE_WEBHOOK_SECRET must be the webhook signing secret (whsec_…) when PAYMENTS_PROVIDER=stripe.');
  const apiHost = env['STRIPE_API_HOST']?.trim();
  const at = apiHost ? stripeHost(apiHost) : {};
  if (at === null) problems.push('STRIPE_API_HOST must be host:port or a URL.');
  if (problems.length > 0) return { problems };
  return { config: { provider, secretKey, publishableKey, webhookSecret, ...at } };
}

/** What every start with the embedded provider says, at warn level. */
export const SIMULATED_PAYMENTS_WARNING =
  'Payments are simulated by the embedded provider: no card is ever charged, and only its test cards pay (PAYMENTS_PROVIDER=stripe takes real payments)';

/** The provider the settings name: the embedded one over `db`, or the Stripe adapter. */
export function createPaymentProvider(
  config: PaymentsConfig,
  deps: { db: Database; clock?: { now(): Date }; logger?: Logger; crash?: CrashPoint },
): PaymentProvider | EmbeddedProvider {
  if (config.provider === 'stripe') return createStripeProvider(config);
  return createEmbeddedProvider({ ...deps, signingSecret: config.signingSecret, webhookUrl: config.webhookUrl });
}

/** Whether the provider is the embedded one (and so has a browser API to mount and an outbox to deliver). */
export const isEmbeddedProvider = (provider: PaymentProvider): provider is EmbeddedProvider =>
  provider.kind === 'embedded' && 'browser' in provider;
