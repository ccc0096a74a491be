import { describe, expect, it } from 'vitest';
import { integrationCspSources, mergeCspSources, type BrowserIntegrations } from './csp-sources.js';

const off: BrowserIntegrations = { chat: null, botChallenge: null, analyticsTag: null, searchInsights: null };
const none = { scriptSrc: [], connectSrc: [], imgSrc: [], frameSrc: [], fontSrc: [], mediaSrc: [], formAction: [] };

describe('integrationCspSources', () => {
  it('adds nothing when no service is configured', () => {
    expect(integrationCspSources(off)).toEqual(none);
  });

  it("adds Turnstile's one origin to scripts and frames", () => {
    expect(
      integrationCspSources({
        ...off,
        botChallenge: { scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js' },
      }),
    ).toEqual({
      ...none,
      scriptSrc: ['https://challenges.cloudflare.com'],
      frameSrc: ['https://challenges.cloudflare.com'],
    });
  });

  it("adds Google's published tag sources for Google's host, and only the host itself for a first-party tagging server", () => {
    expect(
      integrationCspSources({ ...off, analyticsTag: { scriptUrl: 'https://www.googletagmanager.com/gtag/js' } }),
    ).toEqual({
      ...none,
      scriptSrc: ['https://*.googletagmanager.com'],
      imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      connectSrc: [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
    });
    expect(
      integrationCspSources({ ...off, analyticsTag: { scriptUrl: 'https://tags.folio.example/gtag/js' } }),
    ).toEqual({
      ...none,
      scriptSrc: ['https://tags.folio.example'],
      imgSrc: ['https://tags.folio.example'],
      connectSrc: ['https://tags.folio.example'],
    });
  });

  it("adds Algolia Insights' endpoint to connections only", () => {
    expect(
      integrationCspSources({ ...off, searchInsights: { url: 'https://insights.de.algolia.io/1/events' } }),
    ).toEqual({
      ...none,
      connectSrc: ['https://insights.de.algolia.io'],
    });
  });

  it("adds Intercom's published list, and a configured regional host once", () => {
    const sources = integrationCspSources({
      ...off,
      chat: { widgetUrl: 'https://widget.intercom.io', apiBase: 'https://api-iam.eu.intercom.io' },
    });
    expect(sources.scriptSrc).toEqual([
      'https://app.intercom.io',
      'https://widget.intercom.io',
      'https://js.intercomcdn.com',
    ]);
    expect(sources.connectSrc.filter((s) => s === 'https://api-iam.eu.intercom.io')).toHaveLength(1);
    expect(sources.connectSrc).toContain('wss://nexus-websocket-a.intercom.io');
    expect(sources.formAction).toContain('https://intercom.help');
    // Never a way around the policy's point: no inline or eval, no scheme-wide source.
    expect(
      Object.values(sources)
        .flat()
        .filter((s) => /unsafe|^https?:$|^\*$/.test(s)),
    ).toEqual([]);
  });
});

describe('mergeCspSources', () => {
  it('keeps each source once, in first-seen order', () => {
    expect(
      mergeCspSources(
        { connectSrc: ['https://a.example', 'https://b.example'] },
        { connectSrc: ['https://b.example', 'https://c.example'] },
      ).connectSrc,
    ).toEqual(['https://a.example', 'https://b.example', 'https://c.example']);
  });
});
