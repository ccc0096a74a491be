import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/accounts-env';

interface Funnel {
  data: {
    sellers: Array<{ kind: 'author' | 'vendor'; slug: string; name: string }>;
    forms: Array<{ order_form_id: string; title: string; counts: { order_form_view: number; add_to_cart: number } }>;
  };
}

const funnelOf = async (page: Page) => {
  const answer = await page.request.get('/api/analytics/funnel');
  expect(answer.ok(), `the funnel answered ${answer.status()}`).toBe(true);
  return ((await answer.json()) as Funnel).data;
};

test("a browsing session's events go to this server only, and show in the seller's sales funnel", async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  // The demo author's account, signed in in a browser of its own.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await seller.goto('/login');
  await seller.getByLabel('Email address').fill('author@folio.test');
  await seller.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await seller.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(seller).not.toHaveURL(/\/login/);
  const before = await funnelOf(seller);
  const author = before.sellers.find((s) => s.kind === 'author');
  if (!author) throw new Error('the demo author account manages no catalog author');

  // A visitor, with every request it makes written down.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`/author/${author.slug}/stores`);
  await page.locator('a[href^="/orderform/"]').first().click();
  await expect(page).toHaveURL(/\/orderform\/[^/]+$/);
  const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
  const form = ((await (await page.request.get(`/api/public/order-forms/${slug}`)).json()) as { data: { id: string; title: string } }).data;
  await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();

  // Add the first product or bundle that can be added, choosing its first option where it has any.
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Add to cart', disabled: false }) }).first();
  const option = card.getByRole('radio').first();
  if (await option.count()) await option.check();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/(Product|Bundle) added to cart/)).toBeVisible();
  // A route change after the first load: its page-change event leaves 150 ms later.
  await page.goto('/');
  await page.getByRole('link', { name: 'Events', exact: true }).first().click();
  await expect(page).toHaveURL(/\/events/);

  // The seller's funnel counts the view and the add (written in batches, a quarter second apart).
  const countsOf = (funnel: Funnel['data']) => funnel.forms.find((f) => f.order_form_id === form.id)?.counts;
  const start = countsOf(before) ?? { order_form_view: 0, add_to_cart: 0 };
  await expect
    .poll(async () => countsOf(await funnelOf(seller)), { timeout: 15_000 })
    .toMatchObject({ order_form_view: start.order_form_view + 1, add_to_cart: start.add_to_cart + 1 });
  await seller.goto('/account/analytics');
  await expect(seller.getByRole('heading', { level: 1, name: 'Sales funnel' })).toBeVisible();
  await expect(seller.getByRole('table').filter({ hasText: form.title }).first()).toBeVisible();
  await seller.screenshot({ path: testInfo.outputPath('sales-funnel-1280.png'), fullPage: true });
  // On a phone the table scrolls in its own box; the page stays as wide as the screen.
  await seller.setViewportSize({ width: 360, height: 800 });
  await expect(seller.getByRole('table').filter({ hasText: form.title }).first()).toBeVisible();
  expect(await seller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await seller.screenshot({ path: testInfo.outputPath('sales-funnel-360.png'), fullPage: true });
  await sellerContext.close();

  // Nothing left for a host nobody configured: every request went to this server.
  const origin = new URL(baseURL ?? page.url()).origin;
  const elsewhere = requested.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  expect(elsewhere).toEqual([]);
  expect(requested.some((url) => url.startsWith(`${origin}/v0/events?`))).toBe(true);
});
