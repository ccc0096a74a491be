import { DEMO_PASSWORD } from './support/accounts-env';
import { seriousAxeViolations } from './support/axe';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConsoleMessage, Page, Request, Response } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The running half of "no link leads to a page that does not exist" (the static half is
 * apps/web/src/links.test.ts): starting at `/`, once as a guest and once as the demo reader, the
 * crawler follows every internal link it finds and fails on any page that shows the not-found or
 * error screen, logs a console error, has a same-origin request fail or has a serious or critical
 * axe violation (WCAG 2.2 AA: the accessibility check over every route, signed out and in). Each failure names the
 * page whose link led there. To stay bounded it visits one page per route pattern (`/event/a` and
 * `/event/b` are both `/event/$slug`), at most MAX_PAGES pages within TIME_BUDGET_MS per pass.
 */

/** Addresses the crawler never opens: server endpoints, and pages that sign out or sign in on arrival. */
const NOT_FOLLOWED: readonly RegExp[] = [
  /^\/api\//,
  /^\/sanctum\//,
  /^\/logout\/?$/,
  // Landing pages of a sign-in that happened elsewhere: they trade a ticket or token for a session.
  /^\/(auth-callback|sso-callback)\/?$/,
  /^\/auth\//,
];

const MAX_PAGES = 90;
/** How long the network must stay quiet before a page counts as rendered. */
const QUIET_MS = 200;
/**
 * Per pass, a bound on a runaway crawl (MAX_PAGES bounds it too): a pass takes 95-130 s here with
 * the axe scans (40-60 s without them), and 210-265 s on a machine twice as slow.
 */
const TIME_BUDGET_MS = 480_000;

const READER = { email: 'reader@folio.test', password: DEMO_PASSWORD };

/** The route tree's full paths (`/event/$slug`), read from the generated file the web app is built from. */
function routePatterns(): string[][] {
  const source = readFileSync(join(import.meta.dirname, '../../web/src/routeTree.gen.ts'), 'utf8');
  const body = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1] ?? '';
  const paths = [...body.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] as string);
  if (paths.length === 0) throw new Error('no routes found in routeTree.gen.ts');
  return paths.map((path) => path.split('/').filter(Boolean));
}

/** Each route pattern once, as a path (`/event/$slug`; an index route and its parent are one). */
function routePaths(): string[] {
  return [...new Set(routePatterns().map((pattern) => `/${pattern.join('/')}`))];
}

/** The route pattern a pathname belongs to (the most literal one), or the pathname itself when none. */
function patternOf(pathname: string, patterns: readonly string[][]): string {
  const segments = pathname.split('/').filter(Boolean);
  let best: { pattern: string[]; literals: number } | undefined;
  for (const pattern of patterns) {
    const splat = pattern.at(-1) === '$';
    const fixed = splat ? pattern.slice(0, -1) : pattern;
    if (splat ? segments.length < fixed.length : segments.length !== fixed.length) continue;
    if (!fixed.every((part, index) => part.startsWith('$') || part === segments[index])) continue;
    const literals = fixed.filter((part) => !part.startsWith('$')).length;
    if (!best || literals > best.literals) best = { pattern, literals };
  }
  return best ? `/${best.pattern.join('/')}` : pathname;
}

interface Visit {
  url: string;
  /** The page whose link led here. */
  from: string;
}

interface CrawlReport {
  failures: string[];
  visited: string[];
  /** The route patterns of the pages opened: each link's, and where it landed. */
  reached: Set<string>;
  cutShort: boolean;
}

/** Same-origin problems of one page load, gathered while it loads and settles. */
function watchPage(page: Page, origin: string, allowed: (response: Response) => boolean) {
  const problems: string[] = [];
  const sameOrigin = (url: string) => url.startsWith(origin);
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const onRequest = (request: Request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const onRequestDone = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // The browser logs every failed response too; the response itself is judged below.
    const failedResource = /^Failed to load resource/.test(message.text());
    if (!failedResource) problems.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`uncaught error: ${error.message}`);
  const onResponse = (response: Response) => {
    if (!sameOrigin(response.url()) || response.status() < 400 || allowed(response)) return;
    problems.push(
      `${response.request().method()} ${response.url().slice(origin.length)} answered ${response.status()}`,
    );
  };
  const onRequestFailed = (request: Request) => {
    onRequestDone(request);
    const failure = request.failure()?.errorText ?? '';
    // Leaving a page aborts what it still had in flight; that is not a broken request.
    if (!sameOrigin(request.url()) || failure.includes('ERR_ABORTED')) return;
    problems.push(`${request.method()} ${request.url().slice(origin.length)} failed: ${failure}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  page.on('requestfinished', onRequestDone);
  page.on('response', onResponse);
  page.on('requestfailed', onRequestFailed);
  return {
    problems,
    /**
     * Resolves once nothing has been in flight for QUIET_MS: the route's data has arrived and
     * rendered. Playwright's `networkidle` does the same with a fixed 500 ms, which on forty pages
     * is most of the crawl's time.
     */
    settled: async (timeout: number) => {
      const deadline = Date.now() + timeout;
      while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() > deadline) return false;
        await page.waitForTimeout(25);
      }
      return true;
    },
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('request', onRequest);
      page.off('requestfinished', onRequestDone);
      page.off('response', onResponse);
      page.off('requestfailed', onRequestFailed);
    },
  };
}

async function crawl(
  page: Page,
  origin: string,
  start: readonly Visit[],
  allowed: (response: Response) => boolean,
): Promise<CrawlReport> {
  const patterns = routePatterns();
  const queue: Visit[] = [...start];
  const queued = new Set(start.map((visit) => patternOf(new URL(visit.url, origin).pathname, patterns)));
  const report: CrawlReport = { failures: [], visited: [], reached: new Set(), cutShort: false };
  const startedAt = Date.now();

  while (queue.length > 0) {
    if (report.visited.length >= MAX_PAGES || Date.now() - startedAt > TIME_BUDGET_MS) {
      report.cutShort = true;
      break;
    }
    const visit = queue.shift()!;
    const watch = watchPage(page, origin, allowed);
    const problems = watch.problems;
    try {
      const response = await page.goto(visit.url, { waitUntil: 'load' });
      if (response && response.status() >= 400) problems.push(`the document answered ${response.status()}`);
      if (!(await watch.settled(10_000))) problems.push('never settled: requests still in flight after 10 s');
      const h1 = page.getByRole('heading', { level: 1 });
      if (await h1.filter({ hasText: /^Page not found$/ }).count()) problems.push('shows the not-found screen');
      if (await h1.filter({ hasText: /^An error occurred$/ }).count()) problems.push('shows the error screen');
      // Accessibility (WCAG 2.2 AA): no serious or critical axe violation on any route, signed out and in.
      problems.push(...(await seriousAxeViolations(page)));
    } catch (error) {
      problems.push(`could not be opened: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      watch.stop();
    }
    const here = page.url().slice(origin.length);
    report.visited.push(visit.url);
    report.reached.add(patternOf(new URL(visit.url, origin).pathname, patterns));
    report.reached.add(patternOf(new URL(page.url()).pathname, patterns));
    for (const problem of problems) report.failures.push(`${visit.url} (linked from ${visit.from}): ${problem}`);

    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      if (NOT_FOLLOWED.some((pattern) => pattern.test(url.pathname))) continue;
      const key = patternOf(url.pathname, patterns);
      if (queued.has(key)) continue;
      queued.add(key);
      queue.push({ url: url.pathname + url.search, from: here });
    }
  }
  return report;
}

/**
 * Routes no crawl opens, each with where it is checked instead. The flow pages' axe scans are in
 * checkout-journey.spec.ts; the sign-in landings trade a ticket or a token and redirect at once.
 */
const CHECKED_ELSEWHERE: Readonly<Record<string, string>> = {
  '/auth-callback': 'where a social sign-in lands and redirects at once (accounts/social-login.spec.ts)',
  '/sso-callback': 'the single-sign-on landing, which redirects at once (accounts/sso.spec.ts)',
  '/auth/facebook': 'the Facebook sign-in start: it leaves for the provider',
  '/auth/social-callback': 'the provider comes back here and is redirected (accounts/social-login.spec.ts)',
  '/logout': 'signs out on arrival',
  '/verify-email': 'opened from the verification mail (accounts/register-verify-login.spec.ts, newcomer.spec.ts)',
  '/password-reset': 'opened from the reset mail (accounts/password-reset.spec.ts)',
  '/dev/mailbox': 'development only',
  '/dev/ui-kit': 'development only (dev-gallery.spec.ts)',
  '/cart/$uid': 'checkout-journey.spec.ts, axe scanned',
  '/cart/$uid/$step': 'checkout-journey.spec.ts: deposit, checkout and success, axe scanned',
  '/cart/$uid/cancel': 'checkout-journey.spec.ts, axe scanned',
  '/checkout/$': 'checkout-journey.spec.ts: ready to pay, an instalment paid early, axe scanned',
  '/pay/$step/$paymentId': 'checkout-journey.spec.ts: the authentication page, axe scanned',
  // Linked only once the demo reader has an order, which depends on which journeys ran first.
  '/order/$orderNumber/$':
    'checkout-journey.spec.ts: the payment-plan tab, axe scanned (crawled too when the reader has orders)',
  '/account/event/$slug/orders': 'crawled when the demo reader has an order (after checkout-journey.spec.ts)',
};

/** Every route of the router without a parameter: each pass starts from all of them. */
function literalRoutes(): string[] {
  return routePaths().filter((path) => !path.includes('$') && !(path in CHECKED_ELSEWHERE));
}

/**
 * The router's routes that a pass reached by no link, less those checked elsewhere: every route
 * is either crawled (so axe-scanned) in some pass or named here with where it is checked.
 */
function unreached(report: CrawlReport): string[] {
  return routePaths().filter((path) => !report.reached.has(path) && !(path in CHECKED_ELSEWHERE));
}

function summarize(report: CrawlReport) {
  test.info().annotations.push({
    type: 'crawl',
    description: `${report.visited.length} pages${report.cutShort ? ' (cut short by the page or time cap)' : ''}: ${report.visited.join(' ')}`,
  });
}

/** A guest's session check: the one failed response a page may have. */
const guestSessionCheck = (response: Response) =>
  response.status() === 401 && new URL(response.url()).pathname === '/api/user';

test.describe('every link leads to a page', () => {
  // One long test per pass; the two passes run side by side.
  test.describe.configure({ mode: 'parallel' });

  test.describe('as a guest', () => {
    // A guest's session check may answer 401 (today the signed-in marker keeps guests from asking),
    // which the browser also logs; the crawler judges every response by its address instead.
    test.use({ expectedConsoleErrors: /^Failed to load resource: the server responded with a status of 401/ });

    test('from the home page', async ({ page, baseURL }) => {
      test.setTimeout(TIME_BUDGET_MS + 45_000);
      const starts = literalRoutes().map((url) => ({ url, from: '(the router)' }));
      const report = await crawl(page, new URL(baseURL!).origin, starts, guestSessionCheck);
      summarize(report);

      expect(report.failures, 'pages that are missing or broken, with the page that linked to them').toEqual([]);
      expect(report.cutShort, 'the crawl ended before every route pattern it found was visited').toBe(false);
      expect(report.visited.length).toBeGreaterThan(15);
    });
  });

  test('as the demo reader', async ({ page, baseURL }) => {
    test.setTimeout(TIME_BUDGET_MS + 45_000);
    await page.goto('/login');
    await page.getByLabel('Email address').fill(READER.email);
    await page.getByLabel(/^Password/).fill(READER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/?$/);

    // The account menu's entries are menu items, not links, so the account is a second way in.
    // Every route without a parameter is a start (the account menu's entries are menu items, not
    // links); the routes with one are reached through the links of these.
    const starts = literalRoutes().map((url) => ({ url, from: '(the router)' }));
    const report = await crawl(page, new URL(baseURL!).origin, starts, () => false);
    summarize(report);

    expect(report.failures, 'pages that are missing or broken, with the page that linked to them').toEqual([]);
    expect(report.cutShort, 'the crawl ended before every route pattern it found was visited').toBe(false);
    expect(report.visited.some((url) => url.startsWith('/account/'))).toBe(true);
    // Signed in, every route of the router is crawled or named in CHECKED_ELSEWHERE.
    expect(unreached(report), 'routes no link reached and no other journey checks').toEqual([]);
  });
});
