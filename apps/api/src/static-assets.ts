import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ErrorCode } from '@folio/http-contract';
import { withPageData, withPageHead, type PageDataResolver, type PageHeadResolver } from '@folio/server-kit';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';

interface Asset {
  body: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  type: string;
  etag: string;
  cacheControl: string;
}

export interface StaticAssets {
  /** The app's HTML, answered for every non-API path that is not a file. */
  index: Asset;
  files: ReadonlyMap<string, Asset>;
  /** CSP hash sources for the constant <style> elements bundled libraries insert. */
  styleHashes: string[];
  /**
   * Every page of the app with its chunks, fetched with the entry (see `withRoutePreloads`): an
   * address no page matches answers 404 (with the app, which draws its not-found screen).
   */
  preloads: PagePreloads[];
  /** False for a build without the list (`route-preloads.json`): every address is a page. */
  listsPages: boolean;
  /** The build's id and time (`builds/latest.json`, apps/web/vite-plugins/build-info.ts); null for a build without. */
  build: BuildInfo | null;
}

export interface BuildInfo {
  id: string;
  timestamp: number;
}

export interface PagePreloads {
  /** The page's path pattern, split: `['event', '$slug']`; a last `$` matches the rest of the path. */
  segments: string[];
  /** Its `<link>` tags; empty for a page with nothing beyond the entry. */
  tags: string;
}

/** Written by the web build (apps/web/vite-plugins/csp-style-hashes.ts); read here, never served. */
const CSP_HASHES_FILE = 'csp-hashes.json';

function readStyleHashes(distDir: string): string[] {
  try {
    const hashes = (JSON.parse(readFileSync(join(distDir, CSP_HASHES_FILE), 'utf8')) as Record<string, unknown>)[
      'style-src'
    ];
    return Array.isArray(hashes)
      ? hashes.filter((h): h is string => typeof h === 'string' && /^'sha256-[A-Za-z0-9+/=]+'$/.test(h))
      : [];
  } catch {
    return [];
  }
}

/**
 * Written by the web build (apps/web/vite-plugins/route-preloads.ts): each page's files. Read here
 * for the HTML, and served (never cached without asking) for the shell's navigations.
 */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
const ASSET_FILE = /^assets\/[\w.-]+\.(js|css)$/;

type RouteList = Pick<StaticAssets, 'preloads' | 'listsPages'>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function readRoutePreloads(distDir: string): RouteList {
  let list: { files?: unknown; pages?: unknown };
  try {
    list = JSON.parse(readFileSync(join(distDir, ROUTE_PRELOADS_FILE), 'utf8')) as typeof list;
  } catch {
    return { preloads: [], listsPages: false };
  }
  if (!Array.isArray(list.files) || !Array.isArray(list.pages)) return { preloads: [], listsPages: false };
  const names = list.files as unknown[];
  const files = (indexes: unknown) =>
    (Array.isArray(indexes) ? indexes : [])
      .map((i: unknown) => (typeof i === 'number' ? names[i] : undefined))
      .filter((f): f is string => typeof f === 'string' && ASSET_FILE.test(f));
  const preloads = list.pages.flatMap((page: { path?: unknown; scripts?: unknown; styles?: unknown }) => {
    if (typeof page?.path !== 'string' || !page.path.startsWith('/')) return [];
    const tags = [
      ...files(page.scripts).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      // A preload, not a stylesheet: the route's chunk adds the stylesheet (and waits for it) as before.
      ...files(page.styles).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ];
    return [{ segments: segmentsOf(page.path), tags: tags.join('\n    ') }];
  });
  return { preloads, listsPages: true };
}

/**
 * Written by the web build (apps/web/vite-plugins/build-info.ts): the current build's id, which the
 * open pages poll (so never cached without asking), and one `builds/meta/{id}.json` per build.
 */
const LATEST_BUILD_FILE = 'builds/latest.json';

function readBuildInfo(distDir: string): BuildInfo | null {
  try {
    const info = JSON.parse(readFileSync(join(distDir, LATEST_BUILD_FILE), 'utf8')) as Partial<BuildInfo>;
    return typeof info.id === 'string' && /^[\w-]{1,64}$/.test(info.id) && typeof info.timestamp === 'number'
      ? { id: info.id, timestamp: info.timestamp }
      : null;
  } catch {
    return null;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Files that change with every build under the same name: a browser asks before using its copy. */
const NO_CACHE_FILES = new Set(['/index.html', `/${ROUTE_PRELOADS_FILE}`, `/${LATEST_BUILD_FILE}`]);

const bytes = (buffer: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(buffer);

/**
 * Reads the built web app into memory once at start-up, with the .br and .gz siblings the build
 * wrote, so no request touches the disk. Returns undefined when there is no build.
 */
export function loadStaticAssets(distDir: string): StaticAssets | undefined {
  let paths: string[];
  try {
    paths = walk(distDir);
  } catch {
    return undefined;
  }
  const onDisk = new Set(paths);
  const files = new Map<string, Asset>();
  for (const path of paths) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    if (relative(distDir, path) === CSP_HASHES_FILE) continue;
    const url = '/' + relative(distDir, path).split(sep).join('/');
    const body = readFileSync(path);
    const hashed = url.startsWith('/assets/');
    files.set(url, {
      body: bytes(body),
      br: onDisk.has(`${path}.br`) ? bytes(readFileSync(`${path}.br`)) : undefined,
      gzip: onDisk.has(`${path}.gz`) ? bytes(readFileSync(`${path}.gz`)) : undefined,
      type: getMimeType(path) ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: NO_CACHE_FILES.has(url) ? 'no-cache' : hashed ? IMMUTABLE : SHORT,
    });
  }
  const index = files.get('/index.html');
  return index
    ? {
        index,
        files,
        styleHashes: readStyleHashes(distDir),
        ...readRoutePreloads(distDir),
        build: readBuildInfo(distDir),
      }
    : undefined;
}

/**
 * The build with its HTML rewritten once (the public config written into it), compressed again:
 * every page still answers from memory.
 */
export function withIndexHtml(assets: StaticAssets, rewrite: (html: string) => string): StaticAssets {
  return { ...assets, index: indexWithHtml(assets.index, rewrite(new TextDecoder().decode(assets.index.body))) };
}

/** The app's HTML asset with another body, compressed and tagged once, ready to answer from memory. */
function indexWithHtml(index: Asset, html: string): Asset {
  const body = Buffer.from(html);
  return {
    ...index,
    body: bytes(body),
    br: bytes(brotliCompressSync(body)),
    gzip: bytes(gzipSync(body)),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/**
 * An asset's answer. With `own` (the request id and security headers the handler set itself, see
 * `responseHeaders().own`) it is built as a plain `Response`, its headers a plain object: no hono
 * `Headers` for @hono/node-server to convert back, for the hashed files a first visit fetches
 * dozens of (quality bar B8). Without, through the context, whose headers (a session cookie, the
 * middleware's) it keeps.
 */
function send(c: Context, asset: Asset, own?: Readonly<Record<string, string>>): Response {
  const headers: Record<string, string> = {
    ...own,
    'Content-Type': asset.type,
    'Cache-Control': asset.cacheControl,
    ETag: asset.etag,
    Vary: 'Accept-Encoding',
  };
  if (c.req.header('if-none-match') === asset.etag) {
    return own ? new Response(null, { status: 304, headers }) : c.body(null, 304, headers);
  }
  const accepts = c.req.header('accept-encoding') ?? '';
  let body = asset.body;
  if (asset.br && /\bbr\b/.test(accepts)) {
    body = asset.br;
    headers['Content-Encoding'] = 'br';
  } else if (asset.gzip && /\bgzip\b/.test(accepts)) {
    body = asset.gzip;
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = String(body.byteLength);
  return own ? new Response(body, { status: 200, headers }) : c.body(body, 200, headers);
}

/** A request for a file (it has an extension) that the build does not have: a 404, not the app. */
const looksLikeFile = (path: string) => extname(path) !== '';

export interface StaticHandlerOptions {
  /** The page's own title and share tags, for addresses a domain knows (link previews). */
  pageHead?: PageHeadResolver;
  /** The public base URL (`APP_URL`): link previews need absolute addresses. */
  origin?: string;
  onPageHeadError?: (error: unknown) => void;
  /**
   * The data a page's first draw needs (the answer its API call would give this visitor), embedded
   * in its HTML so it draws without a second round trip. Such HTML is never shared by a cache.
   */
  pageData?: PageDataResolver;
  onPageDataError?: (error: unknown) => void;
}

/**
 * Only hashed assets are answered here; the app's HTML goes through `appPageHandler`. `ownHeaders`
 * (the front app's, `responseHeaders().own`): answers are built without the context (see `send`).
 */
export function staticHandler(assets: StaticAssets, ownHeaders?: (c: Context) => Readonly<Record<string, string>>) {
  return (c: Context): Response => {
    const own = ownHeaders?.(c);
    const asset = assets.files.get(c.req.path);
    if (asset && c.req.path !== '/index.html') return send(c, asset, own);
    if (looksLikeFile(c.req.path) && c.req.path !== '/index.html') {
      const missing = { message: `The file ${c.req.path} could not be found.`, code: ErrorCode.NotFound };
      return own ? Response.json(missing, { status: 404, headers: own }) : c.json(missing, 404);
    }
    return send(c, assets.index, own);
  };
}

/**
 * The page `path` draws, as the router picks it: literal segments (any case) over parameters over a
 * splat (a last `$`, which matches the rest of the path), the first segment that differs deciding.
 */
function matchPage(pages: readonly PagePreloads[], path: string): PagePreloads | undefined {
  const segments = segmentsOf(path);
  let best: PagePreloads | undefined;
  let bestRank = '';
  for (const page of pages) {
    const splat = page.segments.at(-1) === '$';
    const fixed = splat ? page.segments.length - 1 : page.segments.length;
    if (splat ? segments.length < fixed : segments.length !== fixed) continue;
    let rank = '';
    for (const [i, segment] of page.segments.slice(0, fixed).entries()) {
      if (segment.startsWith('$')) rank += '1';
      else if (segment.toLowerCase() === segments[i]!.toLowerCase()) rank += '2';
      else break;
    }
    if (rank.length !== fixed) continue;
    rank += splat ? '0' : '3';
    if (!best || rank > bestRank) [best, bestRank] = [page, rank];
  }
  return best;
}

/**
 * The app's HTML with `<link>`s that fetch the chunks of `page` (the one the path matched, see
 * `matchPage`) while the entry loads, instead of after it has run and matched the route (see
 * apps/web/vite-plugins/route-preloads.ts); unchanged for a path no page matches.
 */
function withRoutePreloads(html: string, page: PagePreloads | undefined): string {
  return page?.tags ? html.replace(/<\/head>/i, () => `  ${page.tags}\n  </head>`) : html;
}

/** The app's HTML for each page, with its preloads, compressed once on first use. */
function preloadedIndex(assets: StaticAssets): (page: PagePreloads | undefined) => Asset {
  const pages = new Map<PagePreloads | undefined, Asset>([[undefined, assets.index]]);
  const template = new TextDecoder().decode(assets.index.body);
  return (page) => {
    let asset = pages.get(page);
    if (!asset) {
      asset = indexWithHtml(assets.index, withRoutePreloads(template, page));
      pages.set(page, asset);
    }
    return asset;
  };
}

/**
 * Files of the build, else the app's HTML. For an address a domain knows (an event, an author…)
 * the HTML carries that page's title, description, canonical address and share tags, because
 * link-preview crawlers run no JavaScript; an address whose record does not exist, or that no page
 * of the app draws, answers 404 with the app, which shows its not-found screen (never a soft 404
 * that a crawler would index). A failing lookup falls back to the default head.
 */
export function appPageHandler(
  assets: StaticAssets,
  { pageHead, origin, onPageHeadError, pageData, onPageDataError }: StaticHandlerOptions = {},
) {
  const files = staticHandler(assets);
  const template = new TextDecoder().decode(assets.index.body);
  const page = preloadedIndex(assets);
  const headOf = async (path: string) => {
    if (!pageHead || !origin) return undefined;
    try {
      return await pageHead(path);
    } catch (error) {
      onPageHeadError?.(error);
      return undefined;
    }
  };
  const dataOf = async (c: Context) => {
    if (!pageData) return undefined;
    try {
      return await pageData(c);
    } catch (error) {
      // The page fetches its data itself when the HTML carries none.
      onPageDataError?.(error);
      return undefined;
    }
  };
  return async (c: Context): Promise<Response> => {
    if (assets.files.has(c.req.path) || looksLikeFile(c.req.path)) return files(c);
    const matched = matchPage(assets.preloads, c.req.path);
    // A build that lists its pages knows every address it draws (one without answers them all).
    if (assets.listsPages && !matched) return c.html(template, 404, { 'Cache-Control': 'no-cache' });
    // A page with data of its own has its head from the same read; only the others look it up.
    const embedded = await dataOf(c);
    const data = embedded?.data;
    const head = embedded?.head && origin ? embedded.head : await headOf(c.req.path);
    // Nothing of its own: the page's cached, pre-compressed HTML (with its chunks' preloads).
    if (head === undefined && data === undefined) return send(c, page(matched));
    let html = withRoutePreloads(template, matched);
    if (head === null) return c.html(html, 404, { 'Cache-Control': 'no-cache' });
    if (head) html = withPageHead(html, head, { origin: origin ?? '', pathname: c.req.path });
    if (data !== undefined) {
      const url = new URL(c.req.url);
      html = withPageData(html, data, url.pathname + url.search);
      return c.html(html, 200, { 'Cache-Control': 'private, no-cache', Vary: 'Cookie, Accept-Language' });
    }
    return c.html(html, 200, { 'Cache-Control': 'no-cache' });
  };
}
