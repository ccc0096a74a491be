import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { FormBundle, FormProduct, OrderForm } from '../support/order-form-shape';
import { linkFromMailbox, PASSWORD, registerAccount, uniqueEmail } from './accounts-helpers';

/**
 * The keyboard alone (issue 31's accessibility audit): every step is a key press on the control
 * that has the focus (Tab, Enter, Space, the arrows, Escape, typed text), and after each one the
 * test says where the focus is. It must never fall to the page's body. Each test buys as a new
 * reader of its own (registered and verified through the development mailbox, so this runs on the
 * accounts server), so no other journey's carts or counts move.
 */

/** A new, verified reader: registered through the API, the mailed link followed in a browser of its own. */
async function newReader(browser: Browser, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await registerAccount(email, { first_name: 'Robin', last_name: 'Keys' });
  const link = await linkFromMailbox(email, 'Verify your email address');
  const elsewhere = await browser.newContext();
  const verifier = await elsewhere.newPage();
  await verifier.goto(link);
  await expect(verifier.getByRole('heading', { level: 1, name: 'Email address verified' })).toBeVisible();
  await elsewhere.close();
  return email;
}

const CARD_OK = '4242 4242 4242 4242';
const DAY = 24 * 60 * 60 * 1000;

/**
 * An open pickup form with a plain product and a bundle of plain products that takes no choices,
 * from the end of the demo calendar. Found through the public API.
 */
async function pickForm(
  api: APIRequestContext,
): Promise<{ form: OrderForm; product: FormProduct; bundle: FormBundle }> {
  const events = (await (await api.get('/api/catalog/events?per_page=50')).json()) as { data: Array<{ slug: string }> };
  for (const { slug } of [...events.data].reverse()) {
    const detail = (await (await api.get(`/api/catalog/events/${slug}`)).json()) as {
      data: { order_forms: Array<{ slug: string; closed: boolean }> };
    };
    for (const store of detail.data.order_forms.filter((s) => !s.closed)) {
      const answer = await api.get(`/api/public/order-forms/${store.slug}`);
      if (!answer.ok()) continue;
      const form = ((await answer.json()) as { data: OrderForm }).data;
      if (form.closed || !form.fulfilment.pickup || Date.parse(form.close_date) - Date.now() < DAY) continue;
      if (form.max_quantity_per_order !== null && form.max_quantity_per_order < 4) continue;
      const roomy = (stock: FormProduct['stock']) =>
        !stock.sold_out && (stock.available === null || stock.available >= 4);
      const product = form.products.find(
        (p) => p.variants.length === 0 && p.per_customer_limit === null && p.price_minor > 0 && roomy(p.stock),
      );
      const bundle = form.bundles.find(
        (b) => b.per_customer_limit === null && roomy(b.stock) && b.products.every((p) => p.variants.length <= 1),
      );
      if (product && bundle) return { form, product, bundle };
    }
  }
  throw new Error('no open demo pickup form has a plain product and a bundle without choices');
}

/** The focused element is `locator` (and so not the page's body). */
const focused = (locator: Locator) => expect(locator).toBeFocused();

async function notOnBody(page: Page) {
  expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement === null)).toBe(
    false,
  );
}

/** Tab until `locator` has the focus (at most `most` presses), as a reader would. */
async function tabTo(page: Page, locator: Locator, most = 60) {
  for (let i = 0; i < most; i++) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${locator}`);
}

test('a reader adds a product and a bundle, changes a quantity and checks out with a test card, by keyboard alone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { form, product, bundle } = await pickForm(request);
  const reader = await newReader(browser, 'keys');

  // Sign in: the fields and the button, by typing and Enter.
  await page.goto('/login');
  const email = page.getByLabel('Email address');
  await tabTo(page, email);
  await page.keyboard.type(reader);
  await page.keyboard.press('Tab');
  await focused(page.getByLabel(/^Password/));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/?$/);

  // The order form: a product, one more of it, then added; the focus stays on each button.
  await page.goto(`/orderform/${form.slug}`);
  const heading = page.getByRole('heading', { level: 1, name: form.title });
  await expect(heading).toBeVisible();
  const item = page.getByRole('article', { name: product.title });
  const more = item.getByRole('button', { name: `One more ${product.title}` });
  await tabTo(page, more, 200);
  await page.keyboard.press('Enter');
  await expect(item.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await focused(more);
  const add = item.getByRole('button', { name: /Add to cart/ });
  await page.keyboard.press('Tab');
  await focused(add);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Product added to cart')).toBeVisible();
  await focused(add);

  // The bundle, with Space.
  const box = page.getByRole('article', { name: bundle.title });
  const addBundle = box.getByRole('button', { name: /Add to cart/ });
  await tabTo(page, addBundle, 200);
  await page.keyboard.press('Space');
  await expect(page.getByText('Bundle added to cart')).toBeVisible();
  await focused(addBundle);

  // To the cart by its header link: the new page's heading has the focus.
  const cartLink = page.getByRole('link', { name: /^Cart/ }).first();
  await cartLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await focused(page.getByRole('heading', { level: 1, name: 'Your carts' }));
  // The list of carts: this form's, by Tab and Enter.
  await tabTo(page, page.getByRole('link', { name: form.title, exact: true }), 40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Decrease quantity of ${product.title}` })).toBeVisible();
  await focused(page.getByRole('heading', { level: 1 }));

  // One fewer, back to 1: the minus keeps the focus even at the end of its range.
  const fewer = page.getByRole('button', { name: `Decrease quantity of ${product.title}` });
  await tabTo(page, fewer, 120);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status', { name: `Quantity of ${product.title}` })).toHaveText('1');
  await page.keyboard.press('Enter');
  await focused(fewer);
  await expect(fewer).toHaveAttribute('aria-disabled', 'true');

  // Checkout: the terms with Space, "Place order" with Enter, then the payment step's heading.
  const checkout = page.getByRole('link', { name: 'Checkout', exact: true });
  await tabTo(page, checkout, 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await focused(page.getByRole('heading', { level: 1 }));
  const terms = page.getByRole('checkbox', { name: /I accept the seller’s terms/ });
  await tabTo(page, terms, 120);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  const place = page.getByRole('button', { name: 'Place order' });
  await tabTo(page, place, 40);
  await page.keyboard.press('Enter');
  await focused(page.getByRole('heading', { name: 'Payment' }));

  // The card, typed field by field; Enter pays, and the success page takes the focus.
  const card = page.getByRole('form', { name: 'Pay by card' });
  await tabTo(page, card.getByLabel('Card number'), 40);
  await page.keyboard.type(CARD_OK);
  await page.keyboard.press('Tab');
  await focused(card.getByLabel('Expiry date'));
  await page.keyboard.type('12 / 34');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await focused(card.getByLabel('Name on card'));
  await page.keyboard.type('Robin Reader');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/success$/);
  await notOnBody(page);
});

test('the account menu and the search open, move and close from the keyboard, giving the focus back', async ({
  page,
  browser,
}) => {
  // A new reader is made and verified first, and each Tab is a round trip to the browser.
  test.setTimeout(90_000);
  const reader = await newReader(browser, 'menu-keys');
  await page.goto('/login');
  await page.getByLabel('Email address').fill(reader);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/account\/?$/);
  await page.goto('/');

  // The account menu: Enter opens it on its first item, the arrows move, Escape closes it.
  const menuButton = page.getByRole('button', { name: /account menu/ });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const items = menu.getByRole('menuitem');
  await focused(items.first());
  await page.keyboard.press('ArrowDown');
  await focused(items.nth(1));
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await focused(menuButton);

  // The search: Enter opens it with the focus in its field, typed words search, Escape closes it.
  const search = page.getByRole('button', { name: /^Search/ }).first();
  await tabTo(page, search);
  await page.keyboard.press('Enter');
  const field = page.getByRole('searchbox').or(page.getByRole('combobox')).first();
  await focused(field);
  await page.keyboard.type('sign');
  await expect(field).toHaveValue('sign');
  // Escape first clears a search field's words (the browser's own), then closes the dialog.
  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await focused(search);
});
