/**
 * The outside services the browser talks to, as far as the page's CSP needs them: null for a
 * service that is not configured, which then adds nothing.
 */
export interface BrowserIntegrations {
  /** Intercom's messenger: its widget script host and its API base (both configurable for regions). */
  chat: { widgetUrl: string; apiBase: string } | null;
  /** Cloudflare Turnstile's script. */
  botChallenge: { scriptUrl: string } | null;
  /** The Google tag (gtag.js): Google's host, or a first-party server-side tagging host. */
  analyticsTag: { scriptUrl: string } | null;
  /** Algolia Insights' events endpoint. */
  searchInsights: { url: string } | null;
}

/** Extra sources per CSP directive, in the shape `documentSecurityHeaders` of `@folio/server-kit` takes. */
export interface CspSources {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
  frameSrc: string[];
  fontSrc: string[];
  mediaSrc: string[];
  formAction: string[];
}

type Directive = keyof CspSources;

/** Intercom's published allow-list (help article 3894, source allow-listing), every region. */
const INTERCOM: Partial<CspSources> = {
  scriptSrc: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connectSrc: [
    'https://via.intercom.io',
    'https://api.intercom.io',
    'https://api.au.intercom.io',
    'https://api.eu.intercom.io',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-iam.au.intercom.io',
    'https://api-ping.intercom.io',
    'https://*.intercom-messenger.com',
    'wss://*.intercom-messenger.com',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://nexus-websocket-b.intercom.io',
    'wss://nexus-websocket-b.intercom.io',
    'https://nexus-europe-websocket.intercom.io',
    'wss://nexus-europe-websocket.intercom.io',
    'https://nexus-australia-websocket.intercom.io',
    'wss://nexus-australia-websocket.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomcdn.eu',
    'https://uploads.au.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  frameSrc: [
    'https://intercom-sheets.com',
    'https://www.intercom-reporting.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'https://fast.wistia.net',
  ],
  fontSrc: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  formAction: [
    'https://intercom.help',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-iam.au.intercom.io',
  ],
  mediaSrc: ['https://js.intercomcdn.com'],
  imgSrc: [
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://downloads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
    'https://gifs.intercomcdn.com',
    'https://video-messages.intercomcdn.com',
    'https://messenger-apps.intercom.io',
    'https://*.intercom-attachments-5.com',
    'https://*.intercom-attachments-6.com',
    'https://*.intercom-attachments-9.com',
  ],
};

/** Google's published sources for the Google tag with Google Analytics 4 (its CSP guide). */
const GOOGLE_TAG: Partial<CspSources> = {
  scriptSrc: ['https://*.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

const GOOGLE_TAG_HOST = 'https://www.googletagmanager.com';

export const originOf = (url: string) => new URL(url).origin;

/**
 * Exactly the sources the configured services need, per directive, and nothing for the others.
 * A Google tag served from a first-party host (server-side tagging) loads and sends from that one
 * origin; from Google's host it needs Google's published list. Turnstile runs its script and its
 * challenge frame from one origin; Algolia Insights is one endpoint.
 */
export function integrationCspSources(services: BrowserIntegrations): CspSources {
  const parts: Array<Partial<CspSources>> = [];
  if (services.chat) {
    parts.push(INTERCOM, {
      scriptSrc: [originOf(services.chat.widgetUrl)],
      connectSrc: [originOf(services.chat.apiBase)],
    });
  }
  if (services.botChallenge) {
    const origin = originOf(services.botChallenge.scriptUrl);
    parts.push({ scriptSrc: [origin], frameSrc: [origin] });
  }
  if (services.analyticsTag) {
    const origin = originOf(services.analyticsTag.scriptUrl);
    parts.push(
      origin === GOOGLE_TAG_HOST ? GOOGLE_TAG : { scriptSrc: [origin], connectSrc: [origin], imgSrc: [origin] },
    );
  }
  if (services.searchInsights) parts.push({ connectSrc: [originOf(services.searchInsights.url)] });
  return mergeCspSources(...parts);
}

/** Several services' sources as one set per directive, each source once, in first-seen order. */
export function mergeCspSources(...parts: Array<Partial<CspSources>>): CspSources {
  const directives: Directive[] = [
    'scriptSrc',
    'connectSrc',
    'imgSrc',
    'frameSrc',
    'fontSrc',
    'mediaSrc',
    'formAction',
  ];
  return Object.fromEntries(
    directives.map((d) => [d, [...new Set(parts.flatMap((part) => part[d] ?? []))]]),
  ) as unknown as CspSources;
}
