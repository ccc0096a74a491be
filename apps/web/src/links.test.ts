import { globSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  deadLinkReason,
  extractLinks,
  matchesRoute,
  printable,
  routePatternsFromTree,
  type LinkRules,
} from './testing/internal-links';

/**
 * No link in the app's or any library's source leads to a page that does not exist: every internal
 * link target (see `testing/internal-links.ts` for what is read and what cannot be) must be a route
 * of the generated route tree. Libraries are found by globbing, so a new or moved package is checked
 * without editing this file. The crawler `apps/web-e2e/src/links-crawl.spec.ts` checks what the
 * running app actually renders.
 */

const root = join(import.meta.dirname, '../../../');
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

const SOURCES = ['libs/**/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'];
/** Tests, fixtures and fakes link to made-up pages on purpose; the end-to-end project only visits pages. */
const NOT_SOURCE = [
  '**/node_modules/**',
  '**/dist/**',
  '**/*.test.{ts,tsx}',
  '**/*.spec.{ts,tsx}',
  '**/testing/**',
  '**/test-utils/**',
  '**/test-setup.ts',
  '**/routeTree.gen.ts',
  'apps/web-e2e/**',
];

/**
 * Pages linked to on purpose before they exist, each naming the issue that builds it: issue 12's
 * checkout screens build `/checkout/installment/{id}`, which the order pages' Pay now links open.
 */
const KNOWN_DEAD_ENDS: string[] = ['/checkout/installment/$id'];

const routes = routePatternsFromTree(read('apps/web/src/routeTree.gen.ts'));
const rules: LinkRules = {
  routes,
  // Answered by the API on the same origin (apps/api), not by the router; `/v0/` is the embedded
  // analytics ingestion endpoint (`INGEST_PATH`).
  serverPrefixes: ['/api/', '/sanctum/', '/v0/'],
  assets: readdirSync(`${root}apps/web/public`, { recursive: true, encoding: 'utf8' }).map((file) => `/${file}`),
  knownDeadEnds: KNOWN_DEAD_ENDS,
};

describe('the link matcher', () => {
  const tree = ['/', '/events', '/authors', '/event/$slug', '/event/$slug/store', '/account/', '/files/$'];

  it('reads the full paths of the generated route tree', () => {
    expect(routes).toContain('/');
    expect(routes).toContain('/event/$slug');
    expect(routes.length).toBeGreaterThan(10);
  });

  it('matches concrete paths, parameters, trailing slashes, queries and splats', () => {
    expect(matchesRoute('/', tree)).toBe(true);
    expect(matchesRoute('/events?page=2#top', tree)).toBe(true);
    expect(matchesRoute('/event/summer-signing', tree)).toBe(true);
    expect(matchesRoute('/event/$slug/store', tree)).toBe(true);
    expect(matchesRoute('/account', tree)).toBe(true);
    expect(matchesRoute('/files/a/b/c', tree)).toBe(true);
  });

  it('finds a dead link: an unknown page, a missing child, a wrong parameter', () => {
    expect(matchesRoute('/giveaways', tree)).toBe(false);
    expect(matchesRoute('/event/$slug/tickets', tree)).toBe(false);
    expect(matchesRoute('/event/$id', tree)).toBe(false);
    expect(matchesRoute('/event', tree)).toBe(false);
  });

  it('reports each dead link of a file with its line, in every written form', () => {
    const source = [
      "import { Link, redirect } from '@tanstack/react-router';",
      "const LOGIN_PATH = '/sign-in';",
      'export const Pages = () => (',
      '  <>',
      '    <Link to="/events">Events</Link>',
      '    <a href="/blog">Blog</a>',
      "    <Link to={wide ? '/authors' : '/writers'} />",
      '  </>',
      ');',
      "export const nav = [{ label: 'About', href: '/about' }];",
      "export const fail = () => { throw redirect({ to: '/nowhere', search: {} }); };",
      'export function ticketHref(id: string) { return `/ticket/${id}`; }',
      "export const SomeWebPages = { reset: '/password-reset' } as const;",
      "navigate('/api/user');",
    ].join('\n');
    const links = extractLinks('pages.tsx', source);
    const dead = links
      .map((link) => ({ ...link, reason: deadLinkReason(link, { ...rules, routes: tree }) }))
      .filter((link) => link.reason !== null)
      .map((link) => `${link.line} ${printable(link.target)}: ${link.reason}`);

    expect(dead).toEqual([
      '2 /sign-in: no route',
      '6 /blog: no route',
      '7 /writers: no route',
      '10 /about: no route',
      '11 /nowhere: no route',
      '12 /ticket/${…}: no route',
      '13 /password-reset: no route',
      '14 /api/user: a server address used as a router link',
    ]);
    expect(links.map((link) => link.target)).toContain('/authors');
  });

  it('lets anchors reach the API, public files and the order form page', () => {
    const source = [
      'export const avatar = <a href="/api/catalog/avatars/1.svg">Avatar</a>;',
      'export const icon = <a href="/favicon.svg">Icon</a>;',
      'export const orderFormHref = (slug: string) => `/orderform/${encodeURIComponent(slug)}`;',
      'export const external = <a href="https://example.com/x">Out</a>;',
      "navigate({ to: '.', search: {} });",
    ].join('\n');
    const dead = extractLinks('ok.tsx', source).filter((link) => deadLinkReason(link, rules) !== null);
    expect(dead).toEqual([]);
  });
});

describe('links in the app and every library', () => {
  const files = globSync(SOURCES, { cwd: root, exclude: NOT_SOURCE }).sort();

  it('reads the sources of the web shell and of the libraries', () => {
    expect(files).toEqual(expect.arrayContaining(['apps/web/src/navigation.ts', 'apps/web/src/footer-navigation.ts']));
    expect(files.filter((file) => file.startsWith('libs/')).length).toBeGreaterThan(50);
  });

  it('leads only to pages of the route tree (or, for anchors, to the server)', () => {
    const links = files.flatMap((file) => extractLinks(file, read(file)));
    expect(links.length).toBeGreaterThan(50);
    const dead = links.flatMap((link) => {
      const reason = deadLinkReason(link, rules);
      return reason ? [`${link.file}:${link.line} ${printable(link.target)} (${reason})`] : [];
    });
    expect(dead, 'links to pages that do not exist').toEqual([]);
  });
});
