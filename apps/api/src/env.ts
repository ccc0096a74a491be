import { createHmac, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  FACEBOOK_DEFAULT_AUTH_URL,
  FACEBOOK_DEFAULT_GRAPH_URL,
  FACEBOOK_DEFAULT_TOKEN_URL,
  GOOGLE_DEFAULT_ISSUER,
  isLoopbackHttp,
  SSO_MIN_SECRET_BYTES,
  type SocialConfig,
} from '@folio/auth-server';
import { CHECKOUT_CRASH_POINTS } from '@folio/checkout-server';
import { TURNSTILE_DEFAULT_VERIFY_URL } from '@folio/integrations-server';
import { ORDERS_CRASH_POINTS } from '@folio/orders-server';
import { PAYMENTS_CRASH_POINTS, paymentsConfigFromEnv, type PaymentsConfig } from '@folio/payments-server';
import * as v from 'valibot';

/** The repository root: this file sits two folders down both as source and when bundled to dist. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const Port = v.pipe(
  v.optional(v.string(), '3000'),
  v.transform(Number),
  v.integer('PORT must be a whole number.'),
  v.minValue(0, 'PORT must be between 0 and 65535.'),
  v.maxValue(65535, 'PORT must be between 0 and 65535.'),
);

/** Provider endpoints: HTTPS, or plain HTTP to a loopback stand-in. */
const ProviderUrl = (name: string, fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.url(`${name} must be an absolute URL.`),
      // valibot runs the check after a failed v.url too: a string that is no URL fails here quietly, not with a throw.
      v.check(
        (url) => url.startsWith('https://') || (URL.canParse(url) && isLoopbackHttp(url)),
        `${name} must use https:// (http:// only for localhost).`,
      ),
    ),
    fallback,
  );

/** Every named crash point of the money path (R13), from the domains that have them. */
export const CRASH_POINTS: readonly string[] = [
  ...CHECKOUT_CRASH_POINTS,
  ...PAYMENTS_CRASH_POINTS,
  ...ORDERS_CRASH_POINTS,
];

/** `FOLIO_CRASH_AT`: a comma-separated list of crash points, each one of `CRASH_POINTS`. */
const CrashAt = v.optional(
  v.pipe(
    v.string(),
    v.transform((list) =>
      list
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
    v.check(
      (names) => names.every((name) => CRASH_POINTS.includes(name)),
      `FOLIO_CRASH_AT must list crash points among ${CRASH_POINTS.join(', ')}.`,
    ),
  ),
  '',
);

/** Credentials: unset or blank both mean "not configured". */
const Secret = v.optional(v.pipe(v.string(), v.trim()), '');

/** A public id that goes into a page or a script URL: unset or blank is "not configured". */
const PublicId = (name: string, pattern: RegExp, example: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((id) => id === '' || pattern.test(id), `${name} must look like ${example}.`),
    ),
    '',
  );

const Env = v.object({
  // Production unless told otherwise: a server started any way but `npm run dev` is safe to expose.
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  PORT: Port,
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '0.0.0.0'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('DATABASE_URL must be a postgres:// URL.'),
      v.startsWith('postgres', 'DATABASE_URL must be a postgres:// URL.'),
    ),
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), `${repoRoot}.data`),
  WEB_DIST_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), `${repoRoot}apps/web/dist`),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  // Nothing unless asked: `npm start` and `npm run dev` ask for the demo world explicitly.
  SEED: v.optional(v.picklist(['demo', 'none']), 'none'),
  DEMO_PASSWORD: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((password) => password === '' || password.length >= 12, 'DEMO_PASSWORD must be at least 12 characters.'),
    ),
    '',
  ),
  SECURE_COOKIES: v.optional(v.picklist(['true', 'false'])),
  APP_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('APP_URL must be an absolute URL.'),
      v.regex(/^https?:\/\//, 'APP_URL must be an http(s) URL.'),
    ),
  ),
  GOOGLE_CLIENT_ID: Secret,
  GOOGLE_CLIENT_SECRET: Secret,
  GOOGLE_ISSUER: ProviderUrl('GOOGLE_ISSUER', GOOGLE_DEFAULT_ISSUER),
  FACEBOOK_APP_ID: Secret,
  FACEBOOK_APP_SECRET: Secret,
  FACEBOOK_AUTH_URL: ProviderUrl('FACEBOOK_AUTH_URL', FACEBOOK_DEFAULT_AUTH_URL),
  FACEBOOK_TOKEN_URL: ProviderUrl('FACEBOOK_TOKEN_URL', FACEBOOK_DEFAULT_TOKEN_URL),
  FACEBOOK_GRAPH_URL: ProviderUrl('FACEBOOK_GRAPH_URL', FACEBOOK_DEFAULT_GRAPH_URL),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((url) => url === '' || /^smtps?:\/\/[^\s]+$/.test(url), 'SMTP_URL must be an smtp:// or smtps:// URL.'),
    ),
    '',
  ),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.trim(), v.nonEmpty('MAIL_FROM must not be empty.')),
    'Folio <no-reply@folio.localhost>',
  ),
  SSO_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (secret) => secret === '' || new TextEncoder().encode(secret).length >= SSO_MIN_SECRET_BYTES,
        `SSO_SECRET must be at least ${SSO_MIN_SECRET_BYTES} bytes.`,
      ),
    ),
    '',
  ),
  APP_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((key) => key === '' || key.length >= 32, 'APP_KEY must be at least 32 characters.'),
    ),
    '',
  ),
  TRUST_PROXY_HOPS: v.pipe(
    v.optional(v.string(), '0'),
    v.transform(Number),
    v.integer('TRUST_PROXY_HOPS must be a whole number.'),
    v.minValue(0, 'TRUST_PROXY_HOPS must be 0 or more.'),
    v.maxValue(10, 'TRUST_PROXY_HOPS must be 10 or less.'),
  ),
  // Analytics: unset host = the embedded ingestion endpoint on this server; an empty source turns sending off.
  ANALYTICS_HOST: v.optional(ProviderUrl('ANALYTICS_HOST', '')),
  ANALYTICS_SOURCE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9_-]{0,64}$/, 'ANALYTICS_SOURCE must be a data source name (letters, digits, _ and -).'),
    ),
    'folio_events',
  ),
  ANALYTICS_TOKEN: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(256, 'ANALYTICS_TOKEN must be at most 256 characters.')),
    '',
  ),
  ANALYTICS_VISITOR_COOKIE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'ANALYTICS_VISITOR_COOKIE must be a cookie name (letters, digits, _ and -).'),
    ),
    'folio_vid',
  ),
  // Third-party services of the browser (off until configured; see docs/configuration.md, "Outside services").
  INTERCOM_APP_ID: PublicId('INTERCOM_APP_ID', /^[a-z0-9]{1,32}$/i, 'an Intercom workspace id (letters and digits)'),
  INTERCOM_WIDGET_URL: ProviderUrl('INTERCOM_WIDGET_URL', 'https://widget.intercom.io'),
  INTERCOM_API_BASE: ProviderUrl('INTERCOM_API_BASE', 'https://api-iam.intercom.io'),
  TURNSTILE_SITE_KEY: PublicId('TURNSTILE_SITE_KEY', /^[\w-]{1,100}$/, 'a Turnstile site key (0x4AAAA…)'),
  TURNSTILE_SECRET_KEY: Secret,
  TURNSTILE_SCRIPT_URL: ProviderUrl('TURNSTILE_SCRIPT_URL', 'https://challenges.cloudflare.com/turnstile/v0/api.js'),
  TURNSTILE_VERIFY_URL: ProviderUrl('TURNSTILE_VERIFY_URL', TURNSTILE_DEFAULT_VERIFY_URL),
  GTAG_MEASUREMENT_ID: PublicId('GTAG_MEASUREMENT_ID', /^[A-Z]{1,3}-[A-Z0-9]{4,20}$/, 'a Google tag id (G-XXXXXXXXXX)'),
  GTAG_SCRIPT_URL: ProviderUrl('GTAG_SCRIPT_URL', 'https://www.googletagmanager.com/gtag/js'),
  ALGOLIA_APP_ID: PublicId('ALGOLIA_APP_ID', /^[A-Z0-9]{1,20}$/i, 'an Algolia application id'),
  ALGOLIA_INSIGHTS_KEY: PublicId('ALGOLIA_INSIGHTS_KEY', /^[a-f0-9]{16,64}$/i, 'an Algolia search-only API key (hex)'),
  ALGOLIA_INDEX: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[\w.-]{1,100}$/, 'ALGOLIA_INDEX must be an index name.')),
    'folio',
  ),
  ALGOLIA_INSIGHTS_URL: ProviderUrl('ALGOLIA_INSIGHTS_URL', 'https://insights.algolia.io/1/events'),
  // IP geolocation lookups from the browser: unset = the embedded service at /api/geo on this server.
  GEOLOCATION_URL: v.optional(ProviderUrl('GEOLOCATION_URL', '')),
  PROXY_COUNTRY_HEADER: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9-]*$/, 'PROXY_COUNTRY_HEADER must be a header name, e.g. CF-IPCountry.'),
    ),
    '',
  ),
  // Tests only (the R13 crash test): where the process kills itself. Refused in production.
  FOLIO_CRASH_AT: CrashAt,
  // Tests only (R14, R17): the background work's pace, so tests need not wait minutes. Refused in production.
  FOLIO_BACKGROUND_MS: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('FOLIO_BACKGROUND_MS must be a whole number of milliseconds.'),
      v.minValue(10, 'FOLIO_BACKGROUND_MS must be between 10 and 60000.'),
      v.maxValue(60_000, 'FOLIO_BACKGROUND_MS must be between 10 and 60000.'),
    ),
  ),
});

/**
 * The pace of the background work when FOLIO_BACKGROUND_MS sets it (tests only): every loop runs
 * each `everyMs`, and a failed mail or payment notification is tried again after `everyMs`, twice
 * that, four times that… (mail gives up after its usual six retries, at 32 times; notifications
 * never give up and wait at most 32 times). Null: the production pace of each runtime.
 */
export interface BackgroundPace {
  everyMs: number;
  retryDelaysMs: readonly number[];
  backoff: { baseMs: number; maxMs: number };
}

const paceOf = (everyMs: number): BackgroundPace => ({
  everyMs,
  retryDelaysMs: Array.from({ length: 6 }, (_, i) => everyMs * 2 ** i),
  backoff: { baseMs: everyMs, maxMs: everyMs * 32 },
});

export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  webDistDir: string;
  logLevel: v.InferOutput<typeof Env>['LOG_LEVEL'];
  seedDemoData: boolean;
  /** The demo accounts' password (DEMO_PASSWORD); null: a random one, printed once when they are created. */
  demoPassword: string | null;
  /**
   * NODE_ENV=development (`npm run dev`) only: the development helpers (`GET /api/dev/mailbox`,
   * `POST /api/dev/sso-ticket`), which answer loopback clients only.
   */
  devTools: boolean;
  secureCookies: boolean;
  /** Public base URL of the app (OAuth callbacks, landing pages). */
  appUrl: string;
  /** Social sign-in; a provider without credentials is off. */
  social: SocialConfig;
  /** SMTP when `smtpUrl` is set; otherwise the development mailbox (stored, not delivered). */
  mail: { smtpUrl: string | null; from: string };
  /** HS256 key for SSO tickets; null (SSO_SECRET unset, in every mode) turns SSO off. */
  ssoSecret: string | null;
  /** Key for signed cookies; null means a random key per start. */
  appKey: string | null;
  /** Reverse proxies in front of the API whose X-Forwarded-For entries are trusted. */
  trustProxyHops: number;
  /** The header the trusted proxy sets to the visitor's country, shown in the sessions list; null: none. */
  countryHeader: string | null;
  analytics: AnalyticsConfig;
  /** Third-party services; each is null (off, no script, no request, nothing in the CSP) until configured. */
  integrations: IntegrationsConfig;
  /**
   * The lookup host the browser asks (`GET {url}/json/`, `GET {url}/{lat},{lon}/json/`, ipapi.co's
   * shapes); null: the embedded service this server mounts at `/api/geo`.
   */
  geolocation: { url: string | null };
  /** The card processor: the embedded test-mode provider (default) or Stripe (PAYMENTS_PROVIDER=stripe). */
  payments: PaymentsConfig;
  /** Where the embedded provider posts its notifications (PAYMENTS_WEBHOOK_URL); null: this server's own webhook on loopback. */
  paymentsWebhookUrl: string | null;
  /**
   * Tests only (FOLIO_CRASH_AT): the crash points armed, where the process kills itself with
   * SIGKILL the first time it gets there. Always empty in production: the variable is refused there.
   */
  crashAt: string[];
  /** Tests only (FOLIO_BACKGROUND_MS): the pace of the background work; null (always in production): each runtime's own. */
  background: BackgroundPace | null;
}

export interface AnalyticsConfig {
  /** The hosted events API's base URL; null: the embedded ingestion endpoint on this server. */
  host: string | null;
  /** The data source events are sent to; null: sending is off. */
  source: string | null;
  /**
   * The write-only token: the hosted API's append token, or the one the embedded endpoint accepts
   * (ANALYTICS_TOKEN, else derived from APP_KEY, else random per start).
   */
  token: string;
  visitorCookie: string;
}

export interface IntegrationsConfig {
  /** Intercom's messenger (INTERCOM_APP_ID). */
  chat: { appId: string; widgetUrl: string; apiBase: string } | null;
  /** Cloudflare Turnstile on registration and giveaway entry (TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY). */
  botChallenge: { siteKey: string; secretKey: string; scriptUrl: string; verifyUrl: string } | null;
  /** The Google tag, page views (GTAG_MEASUREMENT_ID). */
  analyticsTag: { measurementId: string; scriptUrl: string } | null;
  /** Algolia Insights for the search page's queries and clicks (ALGOLIA_APP_ID and ALGOLIA_INSIGHTS_KEY). */
  searchInsights: { appId: string; apiKey: string; index: string; url: string } | null;
}

type ParsedEnv = v.InferOutput<typeof Env>;

/**
 * Settings that only make sense together: a provider is on with both credentials, off with
 * neither; a proxy's country header needs a trusted proxy.
 */
function pairProblems(source: Record<string, string | undefined>): string[] {
  const pairs = [
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
    ['TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY'],
    ['ALGOLIA_APP_ID', 'ALGOLIA_INSIGHTS_KEY'],
  ] as const;
  const isSet = (name: string) => Boolean(source[name]?.trim());
  const problems = pairs.flatMap(([a, b]) =>
    isSet(a) === isSet(b) ? [] : [`${isSet(a) ? b : a}: set both ${a} and ${b}, or neither.`],
  );
  if (isSet('ANALYTICS_HOST') && !isSet('ANALYTICS_TOKEN')) {
    problems.push('ANALYTICS_TOKEN: the hosted events API at ANALYTICS_HOST needs its append token.');
  }
  // Without a proxy in front, the header would be whatever the client sent.
  if (isSet('PROXY_COUNTRY_HEADER') && !(Number(source['TRUST_PROXY_HOPS'] ?? '0') > 0)) {
    problems.push(
      'PROXY_COUNTRY_HEADER: only a trusted proxy can set it; set TRUST_PROXY_HOPS too, or leave it unset.',
    );
  }
  // A server that kills itself on purpose must never be the one `npm start` runs.
  if (isSet('FOLIO_CRASH_AT') && (source['NODE_ENV'] ?? 'production') === 'production') {
    problems.push(
      'FOLIO_CRASH_AT: crash points are for tests and are refused in production; set NODE_ENV=test, or leave it unset.',
    );
  }
  // A pace this quick retries a failing mail server or webhook many times a second.
  if (isSet('FOLIO_BACKGROUND_MS') && (source['NODE_ENV'] ?? 'production') === 'production') {
    problems.push(
      'FOLIO_BACKGROUND_MS: the background pace is for tests and is refused in production; set NODE_ENV=test, or leave it unset.',
    );
  }
  return problems;
}

/**
 * The embedded ingestion endpoint's token when ANALYTICS_TOKEN is unset: stable across restarts
 * with APP_KEY (pages open in a browser keep sending), random per start without it.
 */
const embeddedIngestToken = (appKey: string): string =>
  appKey
    ? createHmac('sha256', appKey).update('folio analytics ingest token').digest('base64url')
    : randomBytes(24).toString('base64url');

/** `APP_URL` without its trailing slash; unset, the server's own address on this machine's `PORT`. */
const appUrlOf = (env: ParsedEnv): string => (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

function socialConfig(env: ParsedEnv): SocialConfig {
  return {
    appUrl: appUrlOf(env),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER }
        : null,
    facebook:
      env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? {
            appId: env.FACEBOOK_APP_ID,
            appSecret: env.FACEBOOK_APP_SECRET,
            authUrl: env.FACEBOOK_AUTH_URL,
            tokenUrl: env.FACEBOOK_TOKEN_URL,
            graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
          }
        : null,
  };
}

function integrationsConfig(env: ParsedEnv): IntegrationsConfig {
  return {
    chat: env.INTERCOM_APP_ID
      ? {
          appId: env.INTERCOM_APP_ID,
          widgetUrl: env.INTERCOM_WIDGET_URL.replace(/\/+$/, ''),
          apiBase: env.INTERCOM_API_BASE.replace(/\/+$/, ''),
        }
      : null,
    botChallenge:
      env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY
        ? {
            siteKey: env.TURNSTILE_SITE_KEY,
            secretKey: env.TURNSTILE_SECRET_KEY,
            scriptUrl: env.TURNSTILE_SCRIPT_URL,
            verifyUrl: env.TURNSTILE_VERIFY_URL,
          }
        : null,
    analyticsTag: env.GTAG_MEASUREMENT_ID
      ? { measurementId: env.GTAG_MEASUREMENT_ID, scriptUrl: env.GTAG_SCRIPT_URL }
      : null,
    searchInsights:
      env.ALGOLIA_APP_ID && env.ALGOLIA_INSIGHTS_KEY
        ? {
            appId: env.ALGOLIA_APP_ID,
            apiKey: env.ALGOLIA_INSIGHTS_KEY,
            index: env.ALGOLIA_INDEX,
            url: env.ALGOLIA_INSIGHTS_URL,
          }
        : null,
  };
}

/**
 * The only place the API reads its environment. Invalid values stop the start with every problem
 * listed, rather than a half-configured server.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const result = v.safeParse(Env, source);
  const payments = paymentsConfigFromEnv(source, {
    port: result.success ? result.output.PORT : 0,
    appKey: result.success ? result.output.APP_KEY || null : null,
    production: (result.success ? result.output.NODE_ENV : source['NODE_ENV']) === 'production',
  });
  const problems = [
    ...(result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'}: ${issue.message}`)),
    ...pairProblems(source),
    ...('problems' in payments ? payments.problems : []),
  ];
  if (!result.success || 'problems' in payments || problems.length > 0)
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  const env = result.output;
  const production = env.NODE_ENV === 'production';
  return {
    production,
    port: env.PORT,
    host: env.HOST,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
    webDistDir: env.WEB_DIST_DIR,
    logLevel: env.LOG_LEVEL,
    seedDemoData: env.SEED === 'demo',
    demoPassword: env.DEMO_PASSWORD || null,
    devTools: env.NODE_ENV === 'development',
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : production,
    appUrl: appUrlOf(env),
    social: socialConfig(env),
    mail: { smtpUrl: env.SMTP_URL || null, from: env.MAIL_FROM },
    ssoSecret: env.SSO_SECRET || null,
    appKey: env.APP_KEY || null,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    countryHeader: env.PROXY_COUNTRY_HEADER || null,
    analytics: {
      host: env.ANALYTICS_HOST ? env.ANALYTICS_HOST.replace(/\/+$/, '') : null,
      source: env.ANALYTICS_SOURCE || null,
      token: env.ANALYTICS_TOKEN || embeddedIngestToken(env.APP_KEY),
      visitorCookie: env.ANALYTICS_VISITOR_COOKIE,
    },
    integrations: integrationsConfig(env),
    geolocation: { url: env.GEOLOCATION_URL ? env.GEOLOCATION_URL.replace(/\/+$/, '') : null },
    payments: payments.config,
    paymentsWebhookUrl: source['PAYMENTS_WEBHOOK_URL']?.trim() || null,
    crashAt: production ? [] : env.FOLIO_CRASH_AT,
    background: !production && env.FOLIO_BACKGROUND_MS !== undefined ? paceOf(env.FOLIO_BACKGROUND_MS) : null,
  };
}
