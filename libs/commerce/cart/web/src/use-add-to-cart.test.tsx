import { captureTracked } from '@folio/analytics/testing';
import { CART_TEXT, cartPaths, SESSION_UID_PATTERN } from '@folio/cart-contract';
import { createApiServer, renderScreen, resetBrowserStorage } from '@folio/testing';
import { notify, notifyProduct, PRODUCT_TOAST } from '@folio/ui-kit/toast';
import { screen, waitFor } from '@testing-library/react';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { getCookie } from 'tiny-cookie';
import { currentOrderFormIdAtom } from './cart.atoms';
import { CartLink } from './header/cart-link';
import { aCart, aCartOrderForm, createCartFake, setTestSession, testUuid, type FakeForm } from './testing';
import { useAddToCart } from './use-add-to-cart';
import { useDeferredAddToCart } from './use-deferred-add-to-cart';

vi.mock('@folio/ui-kit/toast', async (original) => ({
  ...(await original<typeof import('@folio/ui-kit/toast')>()),
  notify: vi.fn(() => shown()),
  notifyProduct: vi.fn(() => shown()),
}));

/** Notices settle when they are on screen; a test can hold that moment back. */
let shown = () => Promise.resolve(1);
const apiServer = createApiServer();
// The header's count loads lazily; loading it once up front keeps the tests' waits about the answers.
beforeAll(() => import('./header/cart-count'));
beforeEach(() => {
  resetBrowserStorage();
  vi.clearAllMocks();
  shown = () => Promise.resolve(1);
});

const form = aCartOrderForm({ title: 'Midnight Court preorders' });
const hardcover = { id: testUuid(), title: 'Midnight Court (signed hardcover)', unit_price_minor: 3500, stock: 3 };
const edition = { id: testUuid(), name: 'Sprayed edges' };
const paperback = { id: testUuid(), title: 'Midnight Court (paperback)', unit_price_minor: 1800, variants: [edition] };
const bundle = { id: testUuid(), title: 'Court bundle', unit_price_minor: 5000, product_ids: [paperback.id] };
const world: FakeForm = { form, products: [hardcover, paperback], bundles: [bundle] };

/** A stand-in for the order form page: its add buttons, their pending state, the header's link. */
function Shop({ formId, setCurrent }: { formId?: string; setCurrent?: string }) {
  const { addProduct, addBundle } = useAddToCart();
  const setForm = useSetAtom(currentOrderFormIdAtom);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (add: () => Promise<void>) => {
    setPending(true);
    try {
      await add();
    } catch (error) {
      setFailure((error as Error).message);
    }
    setPending(false);
  };
  return (
    <>
      <CartLink />
      {setCurrent ? (
        <button type="button" onClick={() => setForm(setCurrent)}>
          Open form
        </button>
      ) : null}
      <button
        type="button"
        disabled={pending}
        onClick={() => void run(() => addProduct({ orderFormId: formId, product_id: hardcover.id, quantity: 2 }))}
      >
        {pending ? 'Adding…' : 'Add hardcover'}
      </button>
      <button
        type="button"
        onClick={() =>
          void run(() =>
            addBundle({
              orderFormId: formId,
              bundle_id: bundle.id,
              product_variants: [{ product_id: paperback.id, variant_id: edition.id }],
              quantity: 1,
            }),
          )
        }
      >
        Add bundle
      </button>
      {failure ? <p role="alert">{failure}</p> : null}
    </>
  );
}

async function renderShop(props: { formId?: string; setCurrent?: string } = { formId: form.id }) {
  const fake = createCartFake([world]);
  apiServer.use(...fake.handlers);
  return { fake, ...(await renderScreen(() => <Shop {...props} />)) };
}

const cartLink = () => screen.getByRole('link', { name: /^Cart/ });

describe('useAddToCart', () => {
  it('starts a guest session, creates the form’s cart, adds the product and confirms with a way to the cart', async () => {
    const { fake, user } = await renderShop();

    await user.click(screen.getByRole('button', { name: 'Add hardcover' }));

    await waitFor(() => expect(notifyProduct).toHaveBeenCalled());
    const [cart] = fake.carts();
    expect(notifyProduct).toHaveBeenCalledWith(CART_TEXT.productAdded, {
      action: { label: CART_TEXT.viewCart, href: `/cart/${cart?.id}` },
    });
    const session = getCookie('sess_id') ?? '';
    expect(session).toMatch(SESSION_UID_PATTERN);
    expect(session.length).toBeGreaterThanOrEqual(22);
    expect(apiServer.requestsTo('GET', cartPaths.init(form.id))[0]?.searchParams).toEqual({ session_uid: session });
    expect(apiServer.requestsTo('POST', cartPaths.add(cart?.id ?? ''))[0]?.json).toEqual({
      product_id: hardcover.id,
      quantity: 2,
      session_uid: session,
    });
    expect(await screen.findByRole('link', { name: /^Cart\s*\(2 items\)$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add hardcover' })).toBeTruthy();
  });

  it('adds a bundle with its chosen variants to the cart the visitor already has for the form, without creating another', async () => {
    const session = setTestSession();
    const fake = createCartFake([world]);
    const existing = fake.seed(aCart({ session_uid: session, order_form: form }));
    apiServer.use(...fake.handlers);
    const { user } = await renderScreen(() => <Shop formId={form.uid} />);

    await user.click(screen.getByRole('button', { name: 'Add bundle' }));

    await waitFor(() =>
      expect(notifyProduct).toHaveBeenCalledWith(CART_TEXT.bundleAdded, {
        action: { label: CART_TEXT.viewCart, href: `/cart/${existing.id}` },
      }),
    );
    expect(apiServer.requestsTo('GET', cartPaths.init(form.uid))).toEqual([]);
    expect(fake.cart(existing.id)?.items.bundles[0]?.product_variants).toEqual([
      {
        product_id: paperback.id,
        product_title: paperback.title,
        variant_id: edition.id,
        variant_name: 'Sprayed edges',
      },
    ]);
    expect(await screen.findByRole('link', { name: /^Cart\s*\(1 item\)$/ })).toBeTruthy();
  });

  it('counts a successful add for the form’s funnel, with its seller and event, and a refused one not at all', async () => {
    const captured = captureTracked();
    try {
      const { fake, user } = await renderShop();
      await user.click(screen.getByRole('button', { name: 'Add hardcover' }));
      await waitFor(() => expect(notifyProduct).toHaveBeenCalled());
      fake.refuseNext('add', { message: 'Only 1 left.', code: 'insufficient_stock' });
      await user.click(screen.getByRole('button', { name: 'Add hardcover' }));
      await waitFor(() => expect(notify).toHaveBeenCalled());

      const [cart] = fake.carts();
      expect(captured.calls.map((call) => [call.action, call.context, call.fields])).toEqual([
        [
          'add_to_cart',
          {
            scope: form.id,
            orderFormId: form.id,
            sellerId: form.seller.id,
            eventId: form.event?.id ?? null,
            userId: null,
          },
          { product_id: hardcover.id, quantity: 2, kind: 'product', cart_id: cart?.id },
        ],
      ]);
    } finally {
      captured.stop();
    }
  });

  it('shows the server’s reason when it refuses, and adds nothing', async () => {
    const { fake, user } = await renderShop();
    fake.refuseNext('add', { message: 'Only 1 left.', code: 'insufficient_stock' });

    await user.click(screen.getByRole('button', { name: 'Add hardcover' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('Only 1 left.', { tone: 'error' }));
    expect(notifyProduct).not.toHaveBeenCalled();
    expect(fake.carts()[0]?.items.products).toEqual([]);
    expect(cartLink().textContent).toBe('Cart');
  });

  it('falls back to its own words when the server gives none', async () => {
    const { fake, user } = await renderShop();
    fake.refuseNext('add', { status: 500, message: 'SQLSTATE 40001 at line 12' });
    await user.click(screen.getByRole('button', { name: 'Add hardcover' }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith(CART_TEXT.addProductFailed, { tone: 'error' }));

    fake.refuseNext('add', { status: 503 });
    await user.click(screen.getByRole('button', { name: 'Add bundle' }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith(CART_TEXT.addBundleFailed, { tone: 'error' }));
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it('needs an order form, given or set: without one it fails with the spec’s words and calls nothing', async () => {
    const { user } = await renderShop({});

    await user.click(screen.getByRole('button', { name: 'Add hardcover' }));

    expect((await screen.findByRole('alert')).textContent).toBe('No orderFormId provided or set.');
    const calls = apiServer.requests
      .map((request) => request.path)
      .filter((path) => path.startsWith('/api/public/cart'));
    expect(calls.filter((path) => path !== cartPaths.summary)).toEqual([]);
    expect(notifyProduct).not.toHaveBeenCalled();
  });

  it('adds to the current form’s cart when the call names no form', async () => {
    const { fake, user } = await renderShop({ setCurrent: form.id });

    await user.click(screen.getByRole('button', { name: 'Open form' }));
    await user.click(screen.getByRole('button', { name: 'Add hardcover' }));

    await waitFor(() => expect(notifyProduct).toHaveBeenCalledWith(CART_TEXT.productAdded, expect.anything()));
    expect(fake.carts()[0]?.items.products[0]?.quantity).toBe(2);
  });

  it('keeps the page pending until the notice shows, and product notices close after 3000 ms at the top centre', async () => {
    let showNotice = () => undefined as void;
    shown = () => new Promise((resolve) => (showNotice = () => resolve(1)));
    const { user } = await renderShop();

    await user.click(screen.getByRole('button', { name: 'Add hardcover' }));

    await waitFor(() => expect(notifyProduct).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeTruthy();
    showNotice();
    expect(await screen.findByRole('button', { name: 'Add hardcover' })).toBeTruthy();
    expect(PRODUCT_TOAST).toMatchObject({ duration: 3000, position: 'top-center' });
  });
});

describe('useDeferredAddToCart', () => {
  /** The order form page as the shell draws it without the query client: an add may come before the cart's code. */
  function DeferredShop({ onAdded }: { onAdded(): void }) {
    const { adder, bridge } = useDeferredAddToCart();
    const [started] = useState(() =>
      adder.addProduct({ orderFormId: form.id, product_id: hardcover.id, quantity: 1 }).then(onAdded),
    );
    void started;
    return (
      <>
        {bridge}
        <CartLink />
      </>
    );
  }

  it('takes an add made before the cart’s code has loaded, and sends it once it has', async () => {
    const fake = createCartFake([world]);
    apiServer.use(...fake.handlers);
    const onAdded = vi.fn();
    await renderScreen(() => <DeferredShop onAdded={onAdded} />);

    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    const [cart] = fake.carts();
    expect(apiServer.requestsTo('POST', cartPaths.add(cart?.id ?? ''))).toHaveLength(1);
    expect(notifyProduct).toHaveBeenCalledWith(CART_TEXT.productAdded, {
      action: { label: CART_TEXT.viewCart, href: `/cart/${cart?.id}` },
    });
    expect(await screen.findByRole('link', { name: /^Cart\s*\(1 item\)$/ })).toBeTruthy();
  });
});
