import { captureTracked } from '@folio/analytics/testing';
import { orderFormPaths } from '@folio/order-forms-contract';
import { PAGE_DATA_ELEMENT_ID } from '@folio/http-contract';
import {
  apiError,
  createApiServer,
  createTestHttpClient,
  deferred,
  renderScreen,
  type ScreenProps,
} from '@folio/testing';
import { act, screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { OrderFormPage, type AddBundleInput, type AddProductInput } from './order-form-page';
import { OrderFormPageSkeleton } from './order-form-skeleton';
import { loadOrderForm } from './order-forms.load';
import { aBundle, anOrderForm, aProduct, aVariant, orderFormAnswer, orderFormHandler } from './testing';

const apiServer = createApiServer();
const handlers = (...list: RequestHandler[]) => apiServer.use(...list);

// Five days before the default form's close date (2026-12-01, end of day UTC).
const now = new Date('2026-11-26T12:00:00Z');

function renderForm(form = anOrderForm(), options: { now?: Date } = {}) {
  handlers(orderFormHandler(form));
  const added: { products: AddProductInput[]; bundles: AddBundleInput[] } = { products: [], bundles: [] };
  const onAddProduct = vi.fn(async (input: AddProductInput) => void added.products.push(input));
  const onAddBundle = vi.fn(async (input: AddBundleInput) => void added.bundles.push(input));
  const view = renderScreen(
    ({ params }: ScreenProps) => (
      <OrderFormPage form={form} onAddProduct={onAddProduct} onAddBundle={onAddBundle} now={options.now ?? now} />
    ),
    { path: `/orderform/${form.slug}`, routePath: '/orderform/$slug' },
  );
  return { form, added, onAddProduct, onAddBundle, view };
}

describe('OrderFormPage', () => {
  it('counts one view of the form for the seller’s funnel, with the form, its seller and its event', async () => {
    const captured = captureTracked();
    try {
      const { form, view } = renderForm();
      await screen.findByRole('heading', { level: 1 });
      // A re-render (choosing an edition) is the same view.
      const [edition] = screen.getAllByRole('radio', { name: /Special edition/ });
      if (edition) await (await view).user.click(edition);
      expect(captured.calls.map((call) => [call.action, call.context])).toEqual([
        [
          'order_form_view',
          { scope: form.id, orderFormId: form.id, sellerId: form.seller.id, eventId: form.event?.id },
        ],
      ]);
    } finally {
      captured.stop();
    }
  });

  it('shows the title, the seller and the event with its dates in the event’s zone', async () => {
    renderForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Quill at Chicago Signing Social' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Maya Quill' }).getAttribute('href')).toBe('/author/maya-quill');
    expect(screen.getByRole('link', { name: 'Chicago Signing Social' }).getAttribute('href')).toBe(
      '/event/chicago-signing-social',
    );
    expect(screen.getByText('Sun, Dec 6, 2026, 1:00 – 5:00 PM CST')).toBeTruthy();
    expect(screen.getByText('Lakeshore Literary Center, Chicago')).toBeTruthy();
    expect(screen.getByText('5 days left')).toBeTruthy();
  });

  it('links a vendor’s form to the vendor, and a direct-sales form has no event', async () => {
    renderForm(
      anOrderForm({
        seller: { id: aVariant().id, kind: 'vendor', slug: 'lantern-books', name: 'Lantern Books' },
        event: null,
      }),
    );
    expect((await screen.findByRole('link', { name: 'Lantern Books' })).getAttribute('href')).toBe(
      '/vendors/lantern-books',
    );
    expect(screen.getByText('Signed books by post')).toBeTruthy();
    expect(screen.getByText('Pick up from the seller.')).toBeTruthy();
  });

  it('counts down in days, hours and minutes under two days, and says when to order before beyond a week', async () => {
    renderForm(anOrderForm({ close_date: '2026-11-27' }));
    expect(await screen.findByText('1 day 11 hours 59 minutes left')).toBeTruthy();
  });

  it('says Order before the date more than a week ahead', async () => {
    renderForm(anOrderForm({ close_date: '2027-01-15' }));
    expect(await screen.findByText('Order before Jan 15, 2027')).toBeTruthy();
  });

  it('prices products in the form’s currency, with the chosen edition’s price and a thousands separator', async () => {
    const { user } = await renderForm(
      anOrderForm({
        currency: 'GBP',
        products: [
          aProduct({
            title: 'Folio Society set',
            price_minor: 123456,
            variants: [
              aVariant({ name: 'Standard', price_minor: 123456 }),
              aVariant({ name: 'Lettered', price_minor: 250000 }),
            ],
          }),
        ],
        bundles: [],
      }),
    ).view;
    const set = await screen.findByRole('article', { name: 'Folio Society set' });
    expect(within(set).getByText('£1,234.56 GBP', { selector: 'p' })).toBeTruthy();
    await user.click(within(set).getByRole('radio', { name: /Lettered/ }));
    expect(within(set).getByText('£2,500.00 GBP', { selector: 'p' })).toBeTruthy();
  });

  it('adds the chosen variant and quantity, busy until the cart answers', async () => {
    const gate = deferred();
    const form = anOrderForm();
    handlers(orderFormHandler(form));
    const onAddProduct = vi.fn(() => gate.promise);
    const { user } = await renderScreen(() => (
      <OrderFormPage form={form} onAddProduct={onAddProduct} onAddBundle={vi.fn()} now={now} />
    ));
    const orchard = await screen.findByRole('article', { name: 'The Quiet Orchard' });
    await user.click(within(orchard).getByRole('radio', { name: /Special edition/ }));
    await user.click(within(orchard).getByRole('button', { name: 'One more The Quiet Orchard' }));
    await user.click(within(orchard).getByRole('button', { name: /Add to cart/ }));
    const product = form.products[0]!;
    expect(onAddProduct).toHaveBeenCalledWith({
      orderFormId: form.id,
      product_id: product.id,
      variant_id: product.variants[1]!.id,
      quantity: 2,
    });
    // Busy and unavailable, not disabled: the focus stays on the button while the cart answers.
    const busy = within(orchard).getByRole('button', { name: /Adding…/ });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);
    await user.click(busy);
    expect(onAddProduct).toHaveBeenCalledTimes(1);
    await act(async () => gate.release());
    const again = within(orchard).getByRole('button', { name: /Add to cart/ });
    expect(again.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(again);
  });

  it('ends the busy state when the cart refuses (the cart’s hook tells the reader)', async () => {
    const form = anOrderForm();
    handlers(orderFormHandler(form));
    const onAddProduct = vi.fn(() => Promise.reject(new Error('Only 2 left')));
    const { user } = await renderScreen(() => (
      <OrderFormPage form={form} onAddProduct={onAddProduct} onAddBundle={vi.fn()} now={now} />
    ));
    const tote = await screen.findByRole('article', { name: 'Orchard tote bag' });
    await user.click(within(tote).getByRole('button', { name: /Add to cart/ }));
    expect(await within(tote).findByRole('button', { name: /Add to cart/ })).toBeTruthy();
  });

  it('keeps the quantity between 1 and what is left, by buttons and by keyboard', async () => {
    const { view } = renderForm();
    const { user } = await view;
    const tote = await screen.findByRole('article', { name: 'Orchard tote bag' });
    expect(within(tote).getByText('Only 3 left')).toBeTruthy();
    const quantity = within(tote).getByRole('spinbutton', { name: 'Quantity' });
    expect(within(tote).getByRole('button', { name: 'One fewer Orchard tote bag' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    const more = within(tote).getByRole('button', { name: 'One more Orchard tote bag' });
    more.focus();
    await user.keyboard('{Enter}{Enter} {Enter}');
    expect((quantity as HTMLInputElement).value).toBe('3');
    // At the most there is, the plus keeps the focus (unavailable, not disabled), and says the quantity.
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(more);
    expect(within(tote).getByText('Quantity 3')).toBeTruthy();
    await user.clear(quantity);
    await user.type(quantity, '9');
    expect((quantity as HTMLInputElement).value).toBe('3');
  });

  it('caps the quantity at the form’s limit per order and the limit per customer', async () => {
    renderForm(
      anOrderForm({
        max_quantity_per_order: 4,
        products: [aProduct({ title: 'Limited', per_customer_limit: 2 })],
        bundles: [],
      }),
    );
    const limited = await screen.findByRole('article', { name: 'Limited' });
    expect(within(limited).getByText('Limit 2 per customer')).toBeTruthy();
    expect(within(limited).getByRole('spinbutton', { name: 'Quantity' }).getAttribute('max')).toBe('2');
    expect(screen.getByText('At most 4 items per order.')).toBeTruthy();
  });

  it('says Sold out and offers no way to add it', async () => {
    renderForm(
      anOrderForm({ products: [aProduct({ title: 'Gone', stock: { available: 0, sold_out: true } })], bundles: [] }),
    );
    const gone = await screen.findByRole('article', { name: 'Gone' });
    expect(within(gone).getByText('Sold out', { selector: 'p' })).toBeTruthy();
    expect(within(gone).getByRole('button', { name: 'Sold out' }).hasAttribute('disabled')).toBe(true);
    expect(within(gone).queryByRole('spinbutton')).toBeNull();
  });

  it('adds a bundle with a variant chosen for each product that has variants', async () => {
    const { form, onAddBundle, view } = renderForm();
    const { user } = await view;
    const bundle = await screen.findByRole('article', { name: 'Orchard and tote' });
    expect(within(bundle).getByText('Includes The Quiet Orchard and Orchard tote bag')).toBeTruthy();
    const orchard = form.products[0]!;
    await user.selectOptions(
      within(bundle).getByRole('combobox', { name: 'The Quiet Orchard' }),
      'Edition: Special edition',
    );
    expect(within(bundle).queryByRole('combobox', { name: 'Orchard tote bag' })).toBeNull();
    await user.click(within(bundle).getByRole('button', { name: /Add to cart/ }));
    expect(onAddBundle).toHaveBeenCalledWith({
      orderFormId: form.id,
      bundle_id: form.bundles[0]!.id,
      product_variants: [{ product_id: orchard.id, variant_id: orchard.variants[1]!.id }],
      quantity: 1,
    });
  });

  it('adds a bundle without choices when none of its products has variants', async () => {
    const tote = aProduct({ title: 'Tote' });
    const { form, onAddBundle, view } = renderForm(
      anOrderForm({
        products: [tote],
        bundles: [
          aBundle({
            title: 'Two totes',
            products: [{ product_id: tote.id, title: 'Tote', quantity: 2, variants: [] }],
          }),
        ],
      }),
    );
    const { user } = await view;
    const bundle = await screen.findByRole('article', { name: 'Two totes' });
    expect(within(bundle).getByText('Includes 2 × Tote')).toBeTruthy();
    await user.click(within(bundle).getByRole('button', { name: /Add to cart/ }));
    expect(onAddBundle).toHaveBeenCalledWith({ orderFormId: form.id, bundle_id: form.bundles[0]!.id, quantity: 1 });
  });

  it('shows a closed form as Closed, with no way to add anything', async () => {
    renderForm(anOrderForm({ closed: true }));
    expect(await screen.findByText('Closed')).toBeTruthy();
    expect(screen.getByText('This order form is closed: it no longer takes orders.')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /Add to cart/ })).toEqual([]);
    expect(screen.queryAllByRole('spinbutton')).toEqual([]);
  });

  it('is Closed after the end of its close date in UTC even before the server says so', async () => {
    renderForm(anOrderForm({ close_date: '2026-11-25' }));
    expect(await screen.findByText('Closed')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /Add to cart/ })).toEqual([]);
  });

  it('explains the deposit and instalments in plain words, with the instructions, terms and refunds', async () => {
    renderForm(
      anOrderForm({
        deposit: { percent: 25, min_order_total_minor: 5000, policy: 'Deposits are not refundable.' },
        instalments: { max_instalments: 3, policy: '' },
        fulfilment: { pickup: true, shipping: true },
      }),
    );
    const policies = await screen.findByRole('complementary', { name: 'How this order form works' });
    expect(
      within(policies).getByText(
        'Pay a 25% deposit now on orders of $50.00 USD or more, the rest before December 1, 2026.',
      ),
    ).toBeTruthy();
    expect(within(policies).getByText('Deposits are not refundable.')).toBeTruthy();
    expect(
      within(policies).getByText('Spread the balance over up to 3 payments, the last before December 1, 2026.'),
    ).toBeTruthy();
    expect(
      within(policies).getByText('Pick up at Chicago Signing Social, Lakeshore Literary Center, Chicago.'),
    ).toBeTruthy();
    expect(within(policies).getByText(/^Shipped to your address/)).toBeTruthy();
    expect(within(policies).getByRole('heading', { name: 'Instructions' })).toBeTruthy();
    expect(within(policies).getByText('Bring your confirmation to the signing table.')).toBeTruthy();
    expect(within(policies).getByText('Books are signed at the event.')).toBeTruthy();
    expect(within(policies).getByText('Full refund until the form closes.')).toBeTruthy();
  });

  it('says a form without a deposit is paid in full, and marks a private form', async () => {
    renderForm(anOrderForm({ is_private: true }));
    expect(await screen.findByText('Pay in full when you order.')).toBeTruthy();
    expect(screen.getByText('Private: only people with this link can see it')).toBeTruthy();
  });

  it('shows every product’s and bundle’s own picture', async () => {
    const { form } = renderForm();
    await screen.findByRole('heading', { level: 1 });
    const pictures = screen.getAllByRole('presentation').map((img) => img.getAttribute('src'));
    expect(pictures).toEqual([...form.products.map((p) => p.image_url), ...form.bundles.map((b) => b.image_url)]);
  });
});

describe('loadOrderForm', () => {
  it('takes the form the server put in the HTML for this address, with no request', async () => {
    const form = anOrderForm();
    handlers(orderFormHandler(form));
    window.history.replaceState(null, '', `/orderform/${form.slug}`);
    const element = document.createElement('script');
    element.id = PAGE_DATA_ELEMENT_ID;
    element.type = 'application/json';
    element.setAttribute('data-url', `/orderform/${form.slug}`);
    element.textContent = JSON.stringify({ data: form });
    document.body.append(element);
    expect((await loadOrderForm(createTestHttpClient(), form.slug)).data).toEqual(form);
    expect(apiServer.requestsTo('GET', orderFormPaths.form(form.slug))).toHaveLength(0);
    // Taken once: the next visit asks the API.
    expect((await loadOrderForm(createTestHttpClient(), form.slug)).data.id).toBe(form.id);
    expect(apiServer.requestsTo('GET', orderFormPaths.form(form.slug))).toHaveLength(1);
  });

  it('raises the API’s 404 for an unknown form, for the shell’s not-found screen', async () => {
    handlers(orderFormAnswer('gone', () => apiError(404, 'Order form not found.', 'not_found')));
    await expect(loadOrderForm(createTestHttpClient(), 'gone')).rejects.toMatchObject({ status: 404 });
    expect(apiServer.requestsTo('GET', orderFormPaths.form('gone'))).toHaveLength(1);
  });
});

describe('OrderFormPageSkeleton', () => {
  it('is announced once as loading the order form', () => {
    renderScreen(() => <OrderFormPageSkeleton />);
    return screen.findByRole('status', { name: 'Loading order form' });
  });
});
