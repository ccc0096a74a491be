import type { APIRequestContext, Page } from '@playwright/test';
import { loadAllImages, scrollWidth } from '../catalog-helpers';
import { expect, test } from '../fixtures';
import { PASSWORD, registerAccount, signInHere, uniqueEmail } from './accounts-helpers';
import type { OrderForm } from '../support/order-form-shape';

const roomFor = (item: { stock: { available: number | null }; per_customer_limit: number | null }, units: number) =>
  (item.stock.available === null || item.stock.available >= units + 1) &&
  (item.per_customer_limit === null || item.per_customer_limit >= units);

/**
 * An upcoming demo event with two open forms: one selling a product with options that can be
 * bought twice, another selling a bundle with a choice to make. Found through the public API, as
 * the demo data is generated.
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
    const open = forms.filter((f) => !f.closed && (f.max_quantity_per_order === null || f.max_quantity_per_order >= 3));
    for (const a of open) {
      const product = a.products.find((p) => !p.stock.sold_out && p.variants.length >= 2 && roomFor(p, 2));
      if (!product) continue;
      for (const b of open) {
        if (b.id === a.id) continue;
        const bundle = b.bundles.find(
          (x) => !x.stock.sold_out && roomFor(x, 1) && x.products.some((p) => p.variants.length >= 2),
        );
        if (bundle) return { event: { slug, title: detail.data.title }, a, product, b, bundle };
      }
    }
  }
  throw new Error('no upcoming demo event has two open forms with a product with options and a bundle with a choice');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openForm(page: Page, eventSlug: string, form: OrderForm) {
  await page.goto(`/event/${eventSlug}/store`);
  await page
    .getByRole('link', { name: new RegExp(`Preorder signed books from ${escape(form.seller.name)}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/orderform/${form.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
]) {
  test(`a guest fills carts for two authors of one event and keeps them at sign-in (${viewport.width} px)`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const { event, a, product, b, bundle } = await pickEvent(page.request);
    const email = uniqueEmail('carts');
    await (await registerAccount(email)).api.dispose();

    // A product with a chosen option from the first author's form.
    await openForm(page, event.slug, a);
    const productCard = page.getByRole('article', { name: product.title });
    await productCard.getByRole('radio', { name: new RegExp(escape(product.variants[1]!.name)) }).check();
    await productCard.getByRole('button', { name: /Add to cart/ }).click();
    await expect(page.getByText('Product added to cart')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'View Cart' }).or(page.getByRole('button', { name: 'View Cart' })),
    ).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
    await loadAllImages(page);
    await page.screenshot({ path: testInfo.outputPath(`orderform-${viewport.width}.png`), fullPage: true });

    // A bundle with a choice made for each product that has options, from the second.
    await openForm(page, event.slug, b);
    const bundleCard = page.getByRole('article', { name: bundle.title });
    const picks = bundleCard.getByRole('combobox');
    for (let i = 0; i < (await picks.count()); i++) {
      const options = await picks.nth(i).locator('option').count();
      await picks.nth(i).selectOption({ index: options - 1 });
    }
    await bundleCard.getByRole('button', { name: /Add to cart/ }).click();
    await expect(page.getByText('Bundle added to cart')).toBeVisible();
    await expect(page.getByRole('link', { name: /Cart \(2 items\)/ })).toBeVisible();

    // Both carts, each under its seller; one more of the product.
    await page.getByRole('link', { name: /Cart \(2 items\)/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your carts' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: event.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: a.seller.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: b.seller.name })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`carts-${viewport.width}.png`), fullPage: true });
    await page.getByRole('link', { name: a.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await page.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
    await expect(page.getByRole('status').or(page.locator('output')).filter({ hasText: /^2$/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Cart \(3 items\)/ })).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
    await loadAllImages(page);
    await page.screenshot({ path: testInfo.outputPath(`cart-${viewport.width}.png`), fullPage: true });

    // Signing in keeps both carts and every unit.
    await page.goto('/login');
    await signInHere(page, email, PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 3, name: a.seller.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: b.seller.name })).toBeVisible();
    await expect(page.getByRole('link', { name: /Cart \(3 items\)/ })).toBeVisible();
  });
}
