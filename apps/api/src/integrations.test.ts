import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './testing/load-config.js';
import { thirdPartySourcesOf } from './public-config.js';
import { loadStaticAssets, type StaticAssets } from './static-assets.js';
import { createTestApp } from './testing/test-app.js';

/** The page policy before any third-party service existed: what an unconfigured server must still send. */
const TODAYS_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

let assets: StaticAssets;
beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), 'folio-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Folio</title>');
  assets = loadStaticAssets(dist)!;
});

/** The policy of the served page for this environment, as the server composes it. */
async function pagePolicy(env: Record<string, string>): Promise<string> {
  const t = await createTestApp({ assets, thirdPartySources: thirdPartySourcesOf(loadConfig(env)) });
  try {
    return (await t.app.request('/events')).headers.get('content-security-policy') ?? '';
  } finally {
    await t.close();
  }
}

const directives = (policy: string) =>
  new Map(policy.split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]));

/** What `env` adds to each directive of today's policy. */
async function added(env: Record<string, string>): Promise<Record<string, string[]>> {
  const base = directives(TODAYS_POLICY);
  return Object.fromEntries(
    [...directives(await pagePolicy(env))]
      .map(
        ([directive, sources]) => [directive, sources.filter((s) => !(base.get(directive) ?? []).includes(s))] as const,
      )
      .filter(([, extra]) => extra.length > 0),
  );
}

describe('the page CSP and the third-party services', () => {
  it("is today's policy when no service is configured", async () => {
    expect(await pagePolicy({})).toBe(TODAYS_POLICY);
  });

  it("adds Turnstile's origin to scripts and frames only", async () => {
    expect(await added({ TURNSTILE_SITE_KEY: 'k', TURNSTILE_SECRET_KEY: 's' })).toEqual({
      'script-src': ['https://challenges.cloudflare.com'],
      'frame-src': ['https://challenges.cloudflare.com'],
    });
  });

  it("adds the Google tag's published sources", async () => {
    expect(await added({ GTAG_MEASUREMENT_ID: 'G-ABC123XYZ9' })).toEqual({
      'script-src': ['https://*.googletagmanager.com'],
      'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      'connect-src': [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
    });
  });

  it("adds Algolia Insights' configured host to connections only", async () => {
    expect(
      await added({
        ALGOLIA_APP_ID: 'LATENCY',
        ALGOLIA_INSIGHTS_KEY: '6be0576ff61c053d5f9a3225e2a90f76',
        ALGOLIA_INSIGHTS_URL: 'https://insights.de.algolia.io/1/events',
      }),
    ).toEqual({
      'connect-src': ['https://insights.de.algolia.io'],
    });
  });

  it("adds Intercom's sources, with a media-src of its own, and never an unsafe source", async () => {
    const extra = await added({ INTERCOM_APP_ID: 'abc123xy' });
    expect(Object.keys(extra).sort()).toEqual([
      'connect-src',
      'font-src',
      'form-action',
      'frame-src',
      'img-src',
      'media-src',
      'script-src',
    ]);
    expect(extra['script-src']).toEqual([
      'https://app.intercom.io',
      'https://widget.intercom.io',
      'https://js.intercomcdn.com',
    ]);
    expect(
      Object.values(extra)
        .flat()
        .filter((s) => s.includes('unsafe')),
    ).toEqual([]);
  });
});
