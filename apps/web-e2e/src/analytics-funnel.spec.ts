import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './accounts/accounts-helpers';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/accounts-env';
import type { OrderForm } from './support/order-form-shape';

type Counts = { order_form_view: number; add_to_cart: number; checkout_start: number; order_paid: number };
interface Funnel {
  data: {
    sellers: Array<{ kind: 'author' | 'vendor'; slug: string; name: string }>;
    forms: Array<{ order_form_id: string; title: string; counts: Counts }>;
  };
}

/** Of the given forms, the first one open for a week more that is picked up, with a product without options or limits. */
async function formToBuyFrom(api: APIRequestContext, slugs: string[]) {
  for (const slug of slugs) {
    const answer = await api.get(`/api/public/order-forms/${slug}`);
    if (!answer.ok()) continue;
    const form = ((await answer.json()) as { data: OrderForm }).data;
    if (form.closed || !form.fulfilment.pickup || Date.parse(form.close_date) - Date.now() < 7 * 24 * 60 * 60 * 1000)
      continue;
    const product = form.products.find(
      (p) =>
        p.variants.length === 0 &&
        !p.stock.sold_out &&
        p.per_customer_limit === null &&
        p.price_minor > 0 &&
        (p.stock.available ?? 3) >= 3,
    );
    if (product) return { form, product };
  }
  throw new Error('the demo author has no open pickup form with a plain product');
}

const funnelOf = async (page: Page) => {
  const answer = await page.request.get('/api/analytics/funnel');
  expect(answer.ok(), `the funnel answered ${answer.status()}`).toBe(true);
  return ((await answer.json()) as Funnel).data;
};

test("a browsing session's events go to this server only, and show in the seller's sales funnel up to the paid order", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
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

  // A visitor, with every request it makes written down, opens one of the author's stores.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`/author/${author.slug}/stores`);
  const links = page.locator('a[href^="/orderform/"]');
  await links.first().waitFor();
  const slugs = [
    ...new Set(
      (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))).map(
        (href) => href.split('/').pop() ?? '',
      ),
    ),
  ];
  const { form, product } = await formToBuyFrom(page.request, slugs);
  await links
    .and(page.locator(`[href="/orderform/${form.slug}"]`))
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/orderform/${form.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();

  await page
    .getByRole('article', { name: product.title })
    .getByRole('button', { name: /Add to cart/ })
    .click();
  await expect(page.getByText('Product added to cart')).toBeVisible();
  // A route change after the first load: its page-change event leaves 150 ms later.
  await page.goto('/');
  await page.getByRole('link', { name: 'Events', exact: true }).first().click();
  await expect(page).toHaveURL(/\/events/);

  // The visitor makes an account (the guest cart joins it), checks out and pays.
  await page.goto('/register');
  await page.getByLabel('First name').fill('Flo');
  await page.getByLabel('Last name').fill('Funnel');
  await page.getByLabel('Email address').fill(uniqueEmail('funnel'));
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.goto('/cart');
  await page.getByRole('link', { name: form.title }).click();
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveTitle(/Checkout/);
  if (form.fulfilment.shipping) await page.getByRole('radio', { name: 'Pick up at the event' }).check();
  await page.getByLabel(/I accept the seller’s terms/).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const card = page.getByRole('form', { name: 'Pay by card' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry date').fill('12 / 34');
  await card.getByLabel('Security code').fill('123');
  await card.getByLabel('Name on card').fill('Flo Funnel');
  await card.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/cart\/[^/]+\/success$/);
  await expect(page.getByRole('region', { name: /^Order FO-.* is paid$/ })).toBeVisible();

  // The seller's funnel counts the view, the add, the checkout and the paid order (written in batches, a quarter second apart).
  const countsOf = (funnel: Funnel['data']) => funnel.forms.find((f) => f.order_form_id === form.id)?.counts;
  const start = countsOf(before) ?? { order_form_view: 0, add_to_cart: 0, checkout_start: 0, order_paid: 0 };
  const expected = {
    order_form_view: start.order_form_view + 1,
    add_to_cart: start.add_to_cart + 1,
    checkout_start: start.checkout_start + 1,
    order_paid: start.order_paid + 1,
  };
  await expect.poll(async () => countsOf(await funnelOf(seller)), { timeout: 15_000 }).toEqual(expected);
  // Reading the success page again is not another paid order: after a reload and a route change
  // (whose page-change event goes out with anything queued), the counts stay.
  const sentBefore = requested.filter((url) => url.includes('/v0/events?')).length;
  await page.reload();
  await expect(page.getByRole('region', { name: /^Order FO-.* is paid$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Events', exact: true }).first().click();
  await expect(page).toHaveURL(/\/events/);
  await expect
    .poll(() => requested.filter((url) => url.includes('/v0/events?')).length, { timeout: 10_000 })
    .toBeGreaterThan(sentBefore);
  await page.waitForTimeout(1_500);
  expect(countsOf(await funnelOf(seller))).toEqual(expected);

  await seller.goto('/account/analytics');
  await expect(seller.getByRole('heading', { level: 1, name: 'Sales funnel' })).toBeVisible();
  await expect(seller.getByRole('table').filter({ hasText: form.title }).first()).toBeVisible();
  await seller.screenshot({ path: testInfo.outputPath('sales-funnel-1280.png'), fullPage: true });
  // On a phone the table scrolls in its own box; the page stays as wide as the screen.
  await seller.setViewportSize({ width: 360, height: 800 });
  await expect(seller.getByRole('table').filter({ hasText: form.title }).first()).toBeVisible();
  // The chart redraws at the new width when its resize observer fires, a frame or more after the
  // viewport changes (many on a loaded machine): until then the old 1280 px canvas is still there.
  await expect
    .poll(() => seller.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 })
    .toBeLessThanOrEqual(360);
  await seller.screenshot({ path: testInfo.outputPath('sales-funnel-360.png'), fullPage: true });
  await sellerContext.close();

  // Nothing left for a host nobody configured: every request went to this server.
  const origin = new URL(baseURL ?? page.url()).origin;
  const elsewhere = requested.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  expect(elsewhere).toEqual([]);
  expect(requested.some((url) => url.startsWith(`${origin}/v0/events?`))).toBe(true);
});
