import { describe, expect, it } from 'vitest';
import type { Database } from '@folio/db';
import {
  createPaymentProvider,
  embeddedWebhookSecret,
  isEmbeddedProvider,
  paymentsConfigFromEnv,
  PROVIDER_REQUIRED_IN_PRODUCTION,
} from './payments-config.js';

const defaults = { port: 8000, appKey: 'k'.repeat(40), production: false };

describe('paymentsConfigFromEnv', () => {
  it('defaults to the embedded provider delivering to the API’s own webhook, with a secret derived from APP_KEY', () => {
    expect(paymentsConfigFromEnv({}, defaults)).toEqual({
      config: {
        provider: 'embedded',
        webhookUrl: 'http://127.0.0.1:8000/api/payments/webhook',
        signingSecret: embeddedWebhookSecret(defaults.appKey),
      },
    });
    expect(embeddedWebhookSecret(defaults.appKey)).toBe(embeddedWebhookSecret('k'.repeat(40)));
    expect(embeddedWebhookSecret(null)).not.toBe(embeddedWebhookSecret(null));
  });

  it('in production stops unless the provider is named: embedded must be asked for, never fallen back to', () => {
    const production = { ...defaults, production: true };
    expect(paymentsConfigFromEnv({}, production)).toEqual({ problems: [PROVIDER_REQUIRED_IN_PRODUCTION] });
    expect(paymentsConfigFromEnv({ PAYMENTS_PROVIDER: ' ' }, production)).toEqual({
      problems: [PROVIDER_REQUIRED_IN_PRODUCTION],
    });
    expect(paymentsConfigFromEnv({ PAYMENTS_PROVIDER: 'embedded' }, production)).toMatchObject({
      config: { provider: 'embedded' },
    });
  });

  it('takes EMBEDDED_PAY_WEBHOOK_SECRET and PAYMENTS_WEBHOOK_URL as given', () => {
    expect(
      paymentsConfigFromEnv(
        { EMBEDDED_PAY_WEBHOOK_SECRET: 'whsec_mine', PAYMENTS_WEBHOOK_URL: 'http://10.0.0.2:9000/hook' },
        defaults,
      ),
    ).toEqual({
      config: { provider: 'embedded', webhookUrl: 'http://10.0.0.2:9000/hook', signingSecret: 'whsec_mine' },
    });
  });

  it('reads the Stripe keys and a stand-in host', () => {
    const env = {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_HOST: 'http://127.0.0.1:12111',
    };
    expect(paymentsConfigFromEnv(env, defaults)).toEqual({
      config: {
        provider: 'stripe',
        secretKey: 'sk_test_1',
        publishableKey: 'pk_test_1',
        webhookSecret: 'whsec_1',
        host: '127.0.0.1',
        port: 12111,
        protocol: 'http',
      },
    });
  });

  it('lists every missing Stripe setting, and refuses an unknown provider', () => {
    const answer = paymentsConfigFromEnv({ PAYMENTS_PROVIDER: 'stripe', STRIPE_PUBLISHABLE_KEY: 'sk_oops' }, defaults);
    expect('problems' in answer && answer.problems.map((p) => p.split(' ')[0])).toEqual([
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]);
    expect(paymentsConfigFromEnv({ PAYMENTS_PROVIDER: 'paypal' }, defaults)).toEqual({
      problems: ['PAYMENTS_PROVIDER must be embedded or stripe.'],
    });
  });
});

describe('createPaymentProvider', () => {
  it('makes the Stripe adapter from Stripe settings, which has no embedded browser API', () => {
    const provider = createPaymentProvider(
      { provider: 'stripe', secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1' },
      { db: {} as Database },
    );
    expect(provider.kind).toBe('stripe');
    expect(isEmbeddedProvider(provider)).toBe(false);
    expect(provider.browserConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_1' });
  });

  it('makes the embedded provider from embedded settings', () => {
    const provider = createPaymentProvider(
      { provider: 'embedded', signingSecret: 'whsec_e', webhookUrl: 'http://127.0.0.1:1/' },
      { db: {} as Database },
    );
    expect(isEmbeddedProvider(provider)).toBe(true);
    expect(provider.signatureHeader).toBe('Folio-Signature');
  });
});
