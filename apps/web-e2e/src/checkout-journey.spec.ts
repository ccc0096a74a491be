import type { APIRequestContext, Page } from '@playwright/test';
import { scrollWidth } from './catalog-helpers';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/accounts-env';
import { seriousAxeViolations } from './support/axe';
import type { FormProduct, OrderForm } from './support/order-form-shape';

interface Pick {
  form: OrderForm;
  product: FormProduct;
  quantity: number;
}

const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';
/** A card whose bank asks for its extra step: the provider's authentication page comes next. */
const CARD_AUTHENTICATE = '4000 0025 0000 3155';
const DAY = 24 * 60 * 60 * 1000;

/** A plain product (no options, no per-reader limit) and how many make at least `least` minor units. */
function plainProduct(form: OrderForm, least = 0): Pick | null {
  for (const product of form.products) {
    if (
      product.variants.length > 0 ||
      product.stock.sold_out ||
      product.per_customer_limit !== null ||
      product.price_minor === 0
    )
      continue;
    const quantity = Math.max(1, Math.ceil(least / product.price_minor));
    if (quantity > 4) continue;
    if (product.stock.available !== null && product.stock.available < quantity + 2) continue;
    if (form.max_quantity_per_order !== null && form.max_quantity_per_order < quantity) continue;
    return { form, product, quantity };
  }
  return null;
}

/**
 * An upcoming in-person event with two open author forms taking pickup orders (some also ship), one taking deposits, whose
 * close date leaves room for an instalment (a week or more away). Found through the public API.
 */
async function pickEvent(api: APIRequestContext) {
  const events = (await (await api.get('/api/catalog/events?per_page=50')).json()) as { data: Array<{ slug: string }> };
  for (const { slug } of events.data) {
    const detail = (await (await api.get(`/api/catalog/events/${slug}`)).json()) as {
      data: { title: string; order_forms: Array<{ slug: string; closed: boolean }> };
    };
    const forms: OrderForm[] = [];
    for (const store of detail.data.order_forms.filter((s) => !s.closed)) {
      const answer = await api.get(`/api/public/order-forms/${store.slug}`);
      if (answer.ok()) forms.push(((await answer.json()) as { data: OrderForm }).data);
    }
    const open = forms.filter(
      (f) =>
        !f.closed &&
        f.seller.kind === 'author' &&
        f.fulfilment.pickup &&
        Date.parse(f.close_date) - Date.now() > 7 * DAY,
    );
    for (const a of open) {
      if (!a.deposit) continue;
      const deposit = plainProduct(a, a.deposit.min_order_total_minor ?? 0);
      if (!deposit) continue;
      // The other form preferably ships as well: the reader then chooses pickup at checkout.
      for (const b of [...open].sort((x, y) => Number(y.fulfilment.shipping) - Number(x.fulfilment.shipping))) {
        if (b.id === a.id) continue;
        const full = plainProduct(b);
        if (full) return { event: { slug, title: detail.data.title }, deposit, full };
      }
    }
  }
  throw new Error(
    'no upcoming demo event has two pickup-only author forms, one with a deposit policy and a week to run',
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function addToCart(page: Page, { form, product }: Pick) {
  await page.goto(`/orderform/${form.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
  await page
    .getByRole('article', { name: product.title })
    .getByRole('button', { name: /Add to cart/ })
    .click();
  await expect(page.getByText('Product added to cart')).toBeVisible();
}

/** On the cart page, the line's quantity raised one by one to the pick's, each step answered. */
async function raiseQuantity(page: Page, { product, quantity }: Pick) {
  for (let units = 2; units <= quantity; units++) {
    await page.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
    await expect(
      page
        .getByRole('status')
        .or(page.locator('output'))
        .filter({ hasText: new RegExp(`^${units}$`) })
        .first(),
    ).toBeVisible();
  }
}

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function payByCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Pay by card' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date').fill('12 / 34');
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Name on card').fill('Robin Reader');
  await form.getByRole('button', { name: /^Pay / }).click();
}

/**
 * A step of the journey holds on a phone and for assistive technology: no serious axe violation
 * (these pages sit behind a flow no link crawl reaches), and nothing wider than 360 px.
 */
async function stepHolds(page: Page, name: string, shot: (name: string) => string) {
  expect(await seriousAxeViolations(page), `${name}: axe`).toEqual([]);
  await page.screenshot({ path: shot(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
  expect(await scrollWidth(page), `${name} is wider than 360 px`).toBeLessThanOrEqual(360);
  await page.screenshot({ path: shot(`${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A signed-in API client (its own cookies) sending the CSRF header like the web app. */
async function signedInApi(api: APIRequestContext, email: string) {
  await api.get('/sanctum/csrf-cookie');
  const token = async () =>
    decodeURIComponent((await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const login = await api.post('/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'X-XSRF-TOKEN': await token(), Accept: 'application/json' },
  });
  expect(login.ok(), `sign-in answered ${login.status()}`).toBe(true);
  return api;
}

test('a guest fills two carts, signs in, pays a deposit, an instalment early and the other cart, and sees one event', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = (name: string) => testInfo.outputPath(name);
  const { event, deposit, full } = await pickEvent(page.request);

  // Two carts as a guest, on two authors' forms of one event; the deposit one worth a deposit.
  await addToCart(page, deposit);
  await addToCart(page, full);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 3, name: deposit.form.seller.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: full.form.seller.name })).toBeVisible();
  await page.getByRole('link', { name: deposit.form.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await raiseQuantity(page, deposit);

  // Signing in from the deposit button: the carts join the demo reader's account.
  await page.getByRole('link', { name: 'Sign in to pay a deposit' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'reader@folio.test');
  await expect(page).toHaveURL(/\/cart\/[^/]+\/deposit$/);
  await expect(page).toHaveTitle(/Deposit Payment/);

  // The policy, the plan before paying, then the card form.
  await expect(page.getByRole('heading', { name: 'Deposit policy' })).toBeVisible();
  await expect(page.getByText(`${deposit.form.deposit?.percent ?? ''}%`).first()).toBeVisible();
  const plan = page.getByRole('table', { name: 'Your payment plan' });
  await expect(plan.getByRole('rowheader', { name: 'Deposit' })).toBeVisible();
  await expect(plan.getByRole('rowheader', { name: 'Instalment 1' })).toBeVisible();
  await page.getByLabel(/I accept the seller’s terms/).check();
  await page.getByLabel(/I accept the deposit policy/).check();
  await stepHolds(page, 'deposit', shot);
  await page.getByRole('button', { name: 'Place order and pay deposit' }).click();
  await expect(page.getByRole('form', { name: 'Pay by card' })).toBeVisible();
  await stepHolds(page, 'payment-step', shot);
  await payByCard(page, CARD_OK);
  await expect(page).toHaveURL(/\/cart\/[^/]+\/success$/);
  await expect(page).toHaveTitle(/Checkout Success/);
  const paid = page.getByRole('region', { name: /^Deposit paid for order FO-/ });
  await expect(paid).toBeVisible();
  const orderNumber =
    ((await paid.getByRole('heading', { level: 2 }).textContent()) ?? '').match(/FO-[A-Z0-9]+/)?.[0] ?? '';
  expect(orderNumber).not.toBe('');
  await expect(
    paid.getByRole('table', { name: 'Your payment plan' }).getByRole('row', { name: /^Deposit .* Paid/ }),
  ).toBeVisible();
  // The ordered cart no longer counts in the header: only the other cart's unit is left.
  await expect(page.getByRole('link', { name: /Cart \(1 item\)/ })).toBeVisible();
  await stepHolds(page, 'success', shot);

  // The plan, on the order's payment-plan tab; one instalment paid early.
  await page.goto(`/order/${orderNumber}/payment-plan`);
  const orderPlan = page.getByRole('table').filter({ hasText: 'Instalment 1' });
  await expect(orderPlan).toBeVisible();
  await stepHolds(page, 'payment-plan', shot);
  // On a phone the whole plan is on screen, the instalment's status and its "Pay now" included.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(orderPlan.getByRole('link', { name: 'Pay instalment 1 now' })).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 1280, height: 800 });
  const planAnswer = await page.request.get(`/api/orders/${orderNumber}/payment-plan`);
  expect(planAnswer.ok()).toBe(true);
  const planData = (await planAnswer.json()) as {
    data: { instalments: Array<{ id: string; sequence: number; status: string }> };
  };
  const instalment = planData.data.instalments.find((each) => each.status === 'scheduled');
  if (!instalment) throw new Error(`order ${orderNumber} has no scheduled instalment`);
  await page.goto(`/checkout/installment/${instalment.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay an instalment early' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay .* now$/ }).click();
  // The deposit's card was saved for the plan: the reader pays with it, typing nothing.
  await expect(page.getByRole('group', { name: 'Saved payment methods' })).toBeVisible();
  await stepHolds(page, 'instalment-pay', shot);
  await page
    .getByRole('group', { name: 'Saved payment methods' })
    .getByRole('button', { name: /with Visa •••• 4242$/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/checkout/installment/${instalment.id}/success$`));
  await expect(page).toHaveTitle(/Payment Installment Successfully Paid/);
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/installments/${instalment.id}`)).json()) as {
            data: { instalment: { status: string } };
          }
        ).data.instalment.status,
    )
    .toBe('paid');

  // The other cart, in full.
  await page.goto('/checkout');
  await page
    .getByRole('link', { name: new RegExp(escape(full.form.seller.name)) })
    .first()
    .waitFor();
  await stepHolds(page, 'ready', shot);
  await page.goto('/cart');
  await page.getByRole('link', { name: full.form.title }).click();
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveTitle(/Checkout/);
  if (full.form.fulfilment.shipping)
    await expect(page.getByRole('radio', { name: 'Pick up at the event' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Pickup' })).toBeVisible();
  await page.getByLabel(/I accept the seller’s terms/).check();
  await stepHolds(page, 'checkout', shot);
  await page.getByRole('button', { name: 'Place order' }).click();
  await payByCard(page, CARD_OK);
  await expect(page).toHaveURL(/\/cart\/[^/]+\/success$/);
  await expect(page.getByText(/paid/i).first()).toBeVisible();

  // Both authors under one event, with one pickup code.
  await page.goto('/orders/by-event');
  const card = page.getByRole('region', { name: event.title, exact: true });
  await expect(
    card.getByRole('heading', { level: 3, name: new RegExp(`^${escape(deposit.form.seller.name)}`) }),
  ).toBeVisible();
  await expect(
    card.getByRole('heading', { level: 3, name: new RegExp(`^${escape(full.form.seller.name)}`) }),
  ).toBeVisible();
  await expect(card.getByRole('link', { name: orderNumber })).toBeVisible();
  await expect(page.getByRole('region', { name: `Pickup code for ${event.title}` })).toHaveCount(1);
  await expect(card.getByRole('region', { name: `Pickup code for ${event.title}` }).getByText(/^PK-/)).toBeVisible();
  await stepHolds(page, 'by-event', shot);
  // While the account menu's code loads, its placeholder holds a phone-sized place (it was wider).
  await page.setViewportSize({ width: 360, height: 780 });
  await page.route(/account-menu.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('region', { name: `Pickup code for ${event.title}` })).toBeVisible();
  expect(await scrollWidth(page), 'by-event with the account menu loading is wider than 360 px').toBeLessThanOrEqual(
    360,
  );
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Another reader gets 404 for this reader's order, instalment and transactions.
  const otherContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await signedInApi(otherContext.request, 'author@folio.test');
  for (const path of [
    `/api/orders/${orderNumber}`,
    `/api/orders/${orderNumber}/payment-plan`,
    `/api/orders/${orderNumber}/transactions`,
    `/api/installments/${instalment.id}`,
  ]) {
    expect((await other.get(path)).status(), path).toBe(404);
  }
  // Their screens say not found, as for an order that does not exist.
  const otherPage = await otherContext.newPage();
  await otherPage.goto('/login');
  await signIn(otherPage, 'author@folio.test');
  await otherPage.goto(`/order/${orderNumber}/transactions`);
  await expect(otherPage.getByText(`Order not found: ${orderNumber}`)).toBeVisible();
  await otherPage.goto(`/checkout/installment/${instalment.id}`);
  await expect(otherPage.getByRole('heading', { name: 'This instalment could not be found' })).toBeVisible();
  await otherContext.close();
});

test('a declined card shows the provider’s message and charges nothing', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const { full } = await pickEvent(page.request);
  await page.goto('/login');
  await signIn(page, 'author@folio.test');
  await addToCart(page, full);
  await page.goto('/cart');
  await page.getByRole('link', { name: full.form.title }).click();
  await expect(page).toHaveURL(/\/cart\/[^/]+$/);
  const cartPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Checkout', exact: true }).waitFor();
  // The pages of this journey that no link crawl reaches are checked here (links-crawl.spec.ts).
  expect(await seriousAxeViolations(page), 'the cart page: axe').toEqual([]);
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveTitle(/Checkout/);
  await page.getByLabel(/I accept the seller’s terms/).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText(/^Order FO-/)).toBeVisible();
  const orderNumber = ((await page.getByText(/^Order FO-/).textContent()) ?? '').match(/FO-[A-Z0-9]+/)?.[0] ?? '';
  await payByCard(page, CARD_DECLINED);
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toHaveCount(1);
  await expect(page).toHaveURL(/\/cart\/[^/]+\/checkout$/);
  await page.screenshot({ path: testInfo.outputPath('declined-1280.png'), fullPage: true });

  // Nothing was charged: the order still awaits its payment, with no successful transaction.
  const order = (await (await page.request.get(`/api/orders/${orderNumber}`)).json()) as {
    data: { status: string; paid_minor: number };
  };
  expect(order.data.status).toBe('pending_payment');
  expect(order.data.paid_minor).toBe(0);
  const transactions = (await (await page.request.get(`/api/orders/${orderNumber}/transactions`)).json()) as {
    data: Array<{ status: string }>;
  };
  expect(transactions.data.filter((each) => each.status === 'succeeded')).toEqual([]);

  // Another card, whose bank asks for its extra step: the provider's authentication page.
  await payByCard(page, CARD_AUTHENTICATE);
  await expect(page).toHaveURL(/\/pay\/authenticate\//);
  await expect(page).toHaveTitle(/Confirm your payment/);
  await page.getByRole('button').first().waitFor();
  expect(await seriousAxeViolations(page), 'the authentication page: axe').toEqual([]);
  // Where a cancelled checkout comes back to: the cart is kept.
  await page.goto(`${cartPath}/cancel`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await seriousAxeViolations(page), 'the cancelled checkout page: axe').toEqual([]);
});

test('an order whose card was declined can be given up from its page, or paid later from the cart', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => testInfo.outputPath(name);
  // The deposit form of the event, paid in full: no other journey leaves an order of this reader there.
  const { deposit: pick } = await pickEvent(page.request);
  await page.goto('/login');
  await signIn(page, 'author@folio.test');
  await addToCart(page, pick);

  /** From the cart list to a declined payment: the order is placed and waits for its payment. */
  async function placeAndDecline() {
    await page.goto('/cart');
    await page.getByRole('link', { name: pick.form.title, exact: true }).click();
    await page.getByRole('link', { name: 'Checkout', exact: true }).click();
    await expect(page).toHaveTitle(/Checkout/);
    await page.getByLabel(/I accept the seller’s terms/).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText(/^Order FO-/)).toBeVisible();
    const number = ((await page.getByText(/^Order FO-/).textContent()) ?? '').match(/FO-[A-Z0-9]+/)?.[0] ?? '';
    await payByCard(page, CARD_DECLINED);
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toHaveCount(1);
    return number;
  }

  // Given up from the order's page: nothing charged, the books back in the open cart.
  const first = await placeAndDecline();
  await page.goto(`/order/${first}`);
  const waiting = page.getByRole('region', { name: 'Waiting for payment' });
  await expect(waiting.getByRole('link', { name: 'Pay now' })).toBeVisible();
  await stepHolds(page, 'order-waiting', shot);
  await waiting.getByRole('button', { name: 'Give up this order' }).click();
  const confirm = waiting.getByRole('button', { name: 'Yes, give it up' });
  await expect(confirm).toBeFocused();
  await confirm.click();
  await expect(page.getByText(/You gave this order up before paying/)).toBeVisible();
  await expect(page.getByText('Given up').first()).toBeVisible();
  await page.goto('/cart');
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: pick.form.title, exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('At checkout')).toHaveCount(0);

  // Declined again, and the page left: the cart list shows it at checkout, and its payment resumes.
  const second = await placeAndDecline();
  expect(second).not.toBe(first);
  // Left for the home page, and back: each page settles (its session read answered) before the next
  // load, as a reader's would; a load that cuts the session read short counts as a failed refresh.
  await page.goto('/');
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
  await page.goto('/cart');
  await expect(row.getByText('At checkout')).toBeVisible();
  await stepHolds(page, 'cart-at-checkout', shot);
  await row.getByRole('link', { name: 'Resume checkout' }).click();
  const resume = page.getByRole('region', { name: 'Waiting for payment' });
  await expect(resume.getByText(second)).toBeVisible();
  await stepHolds(page, 'checkout-waiting', shot);
  await resume.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText(`Order ${second}`)).toBeVisible();
  await payByCard(page, CARD_OK);
  await expect(page).toHaveURL(/\/cart\/[^/]+\/success$/);
  await expect.poll(() => orderStatus(page, second)).toBe('paid');
});

/**
 * The order's status as its API says, for `expect.poll`: a request that meets a connection the
 * server has just closed (ECONNRESET on a reused keep-alive socket) is asked again, not a failure.
 */
async function orderStatus(page: Page, orderNumber: string): Promise<string | null> {
  try {
    const answer = await page.request.get(`/api/orders/${orderNumber}`);
    return ((await answer.json()) as { data: { status: string } }).data.status;
  } catch {
    return null;
  }
}

/**
 * An open pickup form with a plain product, other than `exclude` (the forms other journeys use);
 * with `deposit`, one taking deposits a week or more from closing, the product worth its minimum.
 */
async function anotherForm(
  api: APIRequestContext,
  exclude: readonly string[],
  { deposit = false } = {},
): Promise<Pick> {
  const events = (await (await api.get('/api/catalog/events?per_page=50')).json()) as { data: Array<{ slug: string }> };
  for (const { slug } of events.data) {
    const detail = (await (await api.get(`/api/catalog/events/${slug}`)).json()) as {
      data: { order_forms: Array<{ slug: string; closed: boolean }> };
    };
    for (const store of detail.data.order_forms.filter((s) => !s.closed)) {
      const answer = await api.get(`/api/public/order-forms/${store.slug}`);
      if (!answer.ok()) continue;
      const form = ((await answer.json()) as { data: OrderForm }).data;
      if (form.closed || exclude.includes(form.id) || !form.fulfilment.pickup) continue;
      if (deposit && (!form.deposit || Date.parse(form.close_date) - Date.now() <= 7 * DAY)) continue;
      const pick = plainProduct(form, deposit ? (form.deposit?.min_order_total_minor ?? 0) : 0);
      if (pick) return pick;
    }
  }
  throw new Error(`no other open pickup form with a plain product${deposit ? ' and a deposit policy' : ''}`);
}

test('after a failed authentication and a cancelled wallet, the reader pays the same order at once', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { deposit, full } = await pickEvent(page.request);
  const pick = await anotherForm(page.request, [deposit.form.id, full.form.id]);
  await page.goto('/login');
  await signIn(page, 'author@folio.test');
  await addToCart(page, pick);
  await page.goto('/cart');
  await page.getByRole('link', { name: pick.form.title, exact: true }).click();
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await page.getByLabel(/I accept the seller’s terms/).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText(/^Order FO-/)).toBeVisible();
  const number = ((await page.getByText(/^Order FO-/).textContent()) ?? '').match(/FO-[A-Z0-9]+/)?.[0] ?? '';

  /** Back on the outcome page after the provider's page: nothing paid, and it says so. */
  async function notCompleted() {
    await expect(page).toHaveURL(/\/cart\/[^/]+\/success/);
    await expect(page).toHaveTitle(/Checkout Success/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your payment was not completed' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    const waiting = page.getByRole('region', { name: 'Waiting for payment' });
    await expect(waiting.getByText(number)).toBeVisible();
    await waiting.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText(`Order ${number}`)).toBeVisible();
  }

  // The bank's extra step, failed.
  await payByCard(page, CARD_AUTHENTICATE);
  await expect(page).toHaveURL(/\/pay\/authenticate\//);
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await notCompleted();
  await page.screenshot({ path: testInfo.outputPath('resumed-after-authentication-1280.png'), fullPage: true });

  // The wallet, cancelled.
  await page.getByRole('button', { name: 'Pay with Folio Wallet' }).click();
  await expect(page).toHaveURL(/\/pay\/wallet\//);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await notCompleted();

  // The same order, paid with a card at once: one order, paid once.
  await payByCard(page, CARD_OK);
  await expect(page).toHaveURL(/\/cart\/[^/]+\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout Success' })).toBeVisible();
  await expect.poll(() => orderStatus(page, number)).toBe('paid');
  const transactions = (await (await page.request.get(`/api/orders/${number}/transactions`)).json()) as {
    data: Array<{ kind: string; status: string }>;
  };
  expect(transactions.data.filter((each) => each.kind === 'charge' && each.status === 'succeeded')).toHaveLength(1);
});

test('a declined deposit is paid again as a deposit from the order page and the cart’s order page, and Back after paying shows the outcome', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const { deposit, full } = await pickEvent(page.request);
  const other = await anotherForm(page.request, [deposit.form.id, full.form.id]);
  const pick = await anotherForm(page.request, [deposit.form.id, full.form.id, other.form.id], { deposit: true });
  await page.goto('/login');
  await signIn(page, 'author@folio.test');
  await addToCart(page, pick);
  await page.goto('/cart');
  await page.getByRole('link', { name: pick.form.title, exact: true }).click();
  await expect(page).toHaveURL(/\/cart\/[^/]+$/);
  const cartPath = new URL(page.url()).pathname;
  await raiseQuantity(page, pick);

  // The deposit, placed and declined.
  await page.getByRole('link', { name: 'Pay a deposit' }).click();
  await expect(page).toHaveTitle(/Deposit Payment/);
  await page.getByLabel(/I accept the seller’s terms/).check();
  await page.getByLabel(/I accept the deposit policy/).check();
  await page.getByRole('button', { name: 'Place order and pay deposit' }).click();
  await expect(page.getByText(/^Order FO-/)).toBeVisible();
  const number = ((await page.getByText(/^Order FO-/).textContent()) ?? '').match(/FO-[A-Z0-9]+/)?.[0] ?? '';
  const payButton = page.getByRole('form', { name: 'Pay by card' }).getByRole('button', { name: /^Pay / });
  const depositLabel = (await payButton.textContent()) ?? '';
  await payByCard(page, CARD_DECLINED);
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toHaveCount(1);
  const placed = (await (await page.request.get(`/api/orders/${number}`)).json()) as {
    data: { status: string; total_minor: number; currency: string };
  };
  expect(placed.data.status).toBe('pending_payment');

  // From the order's page: "Pay now" opens the same order's payment, a deposit still.
  await page.goto(`/order/${number}`);
  await page.getByRole('region', { name: 'Waiting for payment' }).getByRole('link', { name: 'Pay now' }).click();
  const waiting = page.getByRole('region', { name: 'Waiting for payment' });
  await expect(waiting.getByText(number)).toBeVisible();
  await expect(waiting.getByText(/\(its deposit\)/)).toBeVisible();
  await waiting.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText(`Order ${number}`)).toBeVisible();
  await expect(payButton).toHaveText(depositLabel);
  // Declined once more, and tried again on the same page with the same card.
  await payByCard(page, CARD_DECLINED);
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toHaveCount(1);

  // From the cart's order page: the same order, paid as its deposit.
  await page.goto(`${cartPath}/view-order`);
  const viewed = page.getByRole('region', { name: `Order ${number}` });
  await viewed.getByRole('link', { name: 'Pay now' }).click();
  await page.getByRole('region', { name: 'Waiting for payment' }).getByRole('button', { name: 'Pay now' }).click();
  await expect(payButton).toHaveText(depositLabel);
  await page.screenshot({ path: testInfo.outputPath('deposit-resumed-1280.png'), fullPage: true });
  await payByCard(page, CARD_OK);
  await expect(page).toHaveURL(/\/cart\/[^/]+\/success$/);
  await expect(page.getByRole('region', { name: `Deposit paid for order ${number}` })).toBeVisible();
  await expect.poll(() => orderStatus(page, number)).toBe('deposit_paid');
  const transactions = (await (await page.request.get(`/api/orders/${number}/transactions`)).json()) as {
    data: Array<{ kind: string; status: string; amount_minor: number }>;
  };
  const charges = transactions.data.filter((each) => each.kind === 'charge' && each.status === 'succeeded');
  expect(charges).toHaveLength(1);
  expect(charges[0]?.amount_minor).toBeLessThan(placed.data.total_minor);

  // Back: the paid cart's checkout shows its outcome, never a live form.
  await page.goBack();
  await expect(page).toHaveURL(/\/cart\/[^/]+\/checkout$/);
  await expect(page.getByRole('heading', { name: 'This cart is already ordered' })).toBeVisible();
  await expect(page.getByText(`The deposit of order ${number} is paid`, { exact: false })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Pay by card' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Place order/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('deposit-back-after-paying-1280.png'), fullPage: true });
});
