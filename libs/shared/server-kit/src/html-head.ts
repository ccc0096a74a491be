import { PAGE_DATA_ELEMENT_ID, PUBLIC_CONFIG_ELEMENT_ID, pageTitle, type PageHeadInput } from '@folio/http-contract';
import type { Context } from 'hono';

/** A page's head for the served HTML: `null` when the address names nothing (the app shows its 404). */
export type PageHeadResolver = (pathname: string) => Promise<PageHeadInput | null | undefined>;

/** One address pattern (`/event/:slug`) and how to find its page's head. */
export interface PageHeadRoute {
  pattern: string;
  resolve(params: Record<string, string>): Promise<PageHeadInput | null>;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#39;');

function matcher(pattern: string): (pathname: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^${source}/?$`);
  return (pathname) => {
    const match = regex.exec(pathname);
    if (!match) return null;
    const params: Record<string, string> = {};
    for (const [index, name] of names.entries()) {
      try {
        params[name] = decodeURIComponent(match[index + 1] ?? '');
      } catch {
        return null;
      }
    }
    return params;
  };
}

/**
 * Composes the domains' page-head routes into one resolver: the first pattern that matches the
 * address decides; `undefined` means no pattern matched (the default head stays).
 */
export function pageHeadResolver(routes: readonly PageHeadRoute[]): PageHeadResolver {
  const compiled = routes.map((route) => ({ match: matcher(route.pattern), resolve: route.resolve }));
  return async (pathname) => {
    for (const route of compiled) {
      const params = route.match(pathname);
      if (params) return route.resolve(params);
    }
    return undefined;
  };
}

/** Head tags the app's template carries by default and a page's own head replaces. */
const REPLACED_TAGS =
  /\s*<title>[\s\S]*?<\/title>|\s*<meta\s+(?:name|property)="(?:description|robots|og:[a-z:_]+|twitter:[a-z:_]+)"[\s\S]*?\/?>|\s*<link\s+rel="canonical"[\s\S]*?\/?>/g;

/**
 * The app's HTML with a page's title, description, canonical address and Open Graph / Twitter
 * card tags, for link previews: crawlers read the served HTML and run no JavaScript.
 * `origin` is the public base URL (`APP_URL`), so every address in the tags is absolute.
 */
export function withPageHead(
  html: string,
  head: PageHeadInput,
  { origin, pathname }: { origin: string; pathname: string },
): string {
  const base = origin.replace(/\/+$/, '');
  const title = escapeHtml(pageTitle(head.title));
  const description = escapeHtml(head.description);
  const url = escapeHtml(`${base}${pathname}`);
  const image = head.image
    ? escapeHtml(/^https?:\/\//.test(head.image) ? head.image : `${base}${head.image}`)
    : undefined;
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:site_name" content="Folio" />`,
    `<meta property="og:type" content="${escapeHtml(head.type ?? 'website')}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(image ? [`<meta property="og:image" content="${image}" />`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(image ? [`<meta name="twitter:image" content="${image}" />`] : []),
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
  ];
  const stripped = html.replace(REPLACED_TAGS, '');
  // A function, so a `$&` or `$'` in a title is text, not a replacement pattern.
  return stripped.replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
}

/**
 * JSON for a `<script type="application/json">`: nothing in it can close the element or open a
 * comment, whatever the data's strings hold (`</script>`, `<!--`), and line separators stay escaped.
 */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The app's HTML with the data its first page needs, as a JSON data block the page reads once
 * (`PAGE_DATA_ELEMENT_ID`), marked with the address it was made for: the page draws without a
 * second round trip. A data block is never executed, so the script CSP is unaffected.
 */
export function withPageData(html: string, data: unknown, url: string): string {
  const block = `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json" data-url="${escapeHtml(url)}">${scriptSafeJson(data)}</script>`;
  return html.replace(/<\/head>/i, () => `    ${block}\n  </head>`);
}

/**
 * The app's HTML with the browser's runtime settings (`PublicConfig`) as a JSON data block, written
 * once into the template at start-up: every page of this server carries the same block.
 */
export function withPublicConfig(html: string, config: unknown): string {
  const block = `<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${scriptSafeJson(config)}</script>`;
  return html.replace(/<\/head>/i, () => `    ${block}\n  </head>`);
}

/** A page's data for the request, with the head derived from it (so the page is read once). */
export interface PageData {
  data: unknown;
  head?: PageHeadInput;
}

/** The data a page's first draw needs, for the request: `undefined` when it has none. */
export type PageDataResolver = (c: Context) => Promise<PageData | undefined>;

/**
 * One address pattern (`/blog/:slug`) and how to load its page's data: the answer of the API call
 * the page makes, and its head when the page has one of its own. Make one with `pageDataRoute`.
 */
export interface PageDataRoute {
  pattern: string;
  load(c: Context, params: Record<string, string>): Promise<PageData | undefined>;
}

/**
 * A page-data route: `load` gives the page's answer (undefined: none, e.g. not found) and `head`,
 * if given, the page's head from that answer, so the served HTML needs no second read for it.
 */
export function pageDataRoute<T>(
  pattern: string,
  load: (c: Context, params: Record<string, string>) => Promise<T | undefined>,
  head?: (data: T) => PageHeadInput,
): PageDataRoute {
  return {
    pattern,
    async load(c, params) {
      const data = await load(c, params);
      return data === undefined ? undefined : { data, head: head?.(data) };
    },
  };
}

/** Composes the domains' page-data routes: the first pattern that matches the path decides. */
export function pageDataResolver(routes: readonly PageDataRoute[]): PageDataResolver {
  const compiled = routes.map((route) => ({ match: matcher(route.pattern), load: route.load }));
  return async (c) => {
    for (const route of compiled) {
      const params = route.match(c.req.path);
      if (params) return route.load(c, params);
    }
    return undefined;
  };
}
