import { aUser, userHandlers } from '@folio/auth/testing';
import { aCart, aCartOrderForm, createCartFake, setTestSession, testUuid } from '@folio/cart/testing';
import { buildPaymentPlan } from '@folio/pricing';
import { createApiServer, renderRoutes, resetBrowserStorage, type ScreenProps } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { aDepositQuote, createCheckoutFake, renderTestPayment } from '../testing';
import { day, money } from './checkout-parts';
import { DepositPage } from './deposit-page';
import { CheckoutSuccessPage } from './success-pages';

const apiServer = createApiServer();
beforeEach(() => resetBrowserStorage());

const NOW = new Date('2026-11-25T10:00:00.000Z');
const book = { id: testUuid(), title: 'Court of Ash (signed)', unit_price_minor: 10_001 };

/** A pickup form closing 2027-03-01, a cart of 1 book at USD 100.01, 20% deposit (20.01), up to 3 instalments. */
function world(quoteOverrides = {}, { deposit = true } = {}) {
  const session = setTestSession();
  const form = aCartOrderForm({ close_date: '2027-03-01' });
  const carts = createCartFake([{ form, products: [book] }]);
  const cart = carts.seed(
    aCart({
      session_uid: session,
      order_form: form,
      cart_uid: 'cu_dep',
      items: {
        products: [
          {
            id: testUuid(),
            product_id: book.id,
            product_variant_id: null,
            quantity: 1,
            price_total: 10_001,
            unit_price_minor: 10_001,
            title: book.title,
            variant_name: null,
            image_url: '/b.webp',
            hold: { held_until: '2099-01-01T00:00:00.000Z', active: true },
          },
        ],
        bundles: [],
      },
    }),
  );
  const quote = aDepositQuote(cart.id, 10_001, { close_date: '2027-03-01', ...quoteOverrides });
  const checkout = createCheckoutFake({ carts, quotes: { [cart.id]: deposit ? quote : null }, now: () => NOW });
  apiServer.use(...checkout.handlers, ...carts.handlers);
  return { cart, checkout, quote };
}

const routes = [
  {
    path: '/cart/$uid/deposit',
    render: ({ params }: ScreenProps) => (
      <DepositPage uid={params['uid'] ?? ''} renderPayment={renderTestPayment} now={() => NOW} />
    ),
  },
  {
    path: '/cart/$uid/success',
    render: ({ params }: ScreenProps) => <CheckoutSuccessPage uid={params['uid'] ?? ''} />,
  },
];
const open = () => renderRoutes({ path: '/cart/cu_dep/deposit', routes });

/** The plan table's rows as text: [payment, due, amount]. */
const planRows = () =>
  within(screen.getByRole('table', { name: 'Your payment plan' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

describe('/cart/{uid}/deposit', () => {
  it('shows the policy and, before paying, the plan the contract function makes for the chosen deposit and instalments', async () => {
    world();
    const { user } = await open();

    const policy = await screen.findByRole('region', { name: 'Deposit policy' });
    expect(policy.textContent).toContain(`20% (${money(2001, 'USD')})`);
    expect(policy.textContent).toContain(money(5000, 'USD'));
    expect(policy.textContent).toContain('Deposits are not refundable after the form closes.');

    const amount = screen.getByLabelText('Deposit (USD)') as HTMLInputElement;
    expect(amount.value).toBe('20.01');
    await user.clear(amount);
    await user.type(amount, '30.00');
    await user.selectOptions(screen.getByLabelText('Number of instalments'), '3');

    const expected = buildPaymentPlan({
      totalMinor: 10_001,
      depositMinor: 3000,
      instalments: 3,
      purchasedAt: NOW,
      closeDate: '2027-03-01',
    });
    expect(planRows()).toEqual([
      ['Deposit', 'Today', money(3000, 'USD')],
      ...expected.map((each) => [`Instalment ${each.sequence}`, day(each.dueDate), money(each.amountMinor, 'USD')]),
    ]);
    // The residue of 70.01 / 3 is on the last instalment.
    expect(expected.map((each) => each.amountMinor)).toEqual([2333, 2333, 2335]);
  });

  it('refuses a deposit under the minimum before anything is sent', async () => {
    const { checkout } = world();
    const { user } = await open();
    const amount = await screen.findByLabelText('Deposit (USD)');
    await user.clear(amount);
    await user.type(amount, '5');

    expect(screen.getByText(`The deposit must be at least ${money(2001, 'USD')}.`)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Your payment plan' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /terms of sale/ }));
    await user.click(screen.getByRole('checkbox', { name: /deposit policy/ }));
    expect(screen.getByRole('button', { name: 'Place order and pay deposit' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(checkout.placements).toHaveLength(0);
  });

  it('places in deposit mode with the policy accepted, pays, and the success page shows the plan the server wrote', async () => {
    const { checkout, cart } = world();
    const { user, router } = await open();
    await user.selectOptions(await screen.findByLabelText('Number of instalments'), '2');
    await user.click(screen.getByRole('checkbox', { name: /terms of sale/ }));
    await user.click(screen.getByRole('checkbox', { name: /deposit policy/ }));
    await user.click(screen.getByRole('button', { name: 'Place order and pay deposit' }));

    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment.textContent).toContain(money(2001, 'USD'));
    expect(checkout.placements[0]?.body).toEqual({
      mode: 'deposit',
      deposit_minor: 2001,
      instalments: 2,
      accept_terms: true,
      accept_deposit_policy: true,
      fulfilment: 'pickup',
    });

    await user.click(within(payment).getByRole('button', { name: 'Pay with test card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/cu_dep/success'));
    expect(apiServer.requestsTo('POST', `/api/cart/${cart.id}/update-qty-sold`)).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: /Deposit paid for order FO-/ })).toBeTruthy();
    const expected = buildPaymentPlan({
      totalMinor: 10_001,
      depositMinor: 2001,
      instalments: 2,
      purchasedAt: NOW,
      closeDate: '2027-03-01',
    });
    await screen.findByRole('table', { name: 'Your payment plan' });
    expect(planRows().map((row) => (row[0] === 'Deposit' ? row[3] : `${row[1]} ${row[3]}`))).toEqual([
      money(2001, 'USD'),
      ...expected.map((each) => `${day(each.dueDate)} ${money(each.amountMinor, 'USD')}`),
    ]);
  });

  it('tells a reader whose e-mail is unverified why, with a way to resend the link', async () => {
    world();
    document.cookie = 'previouslyLoggedIn=true; path=/';
    apiServer.use(...userHandlers(aUser({ email_verified_at: null })));
    await open();

    expect(await screen.findByRole('heading', { name: 'Verify your e-mail to pay a deposit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /resend|send/i })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Deposit policy' })).toBeNull();
  });

  it('says when the cart takes no deposit', async () => {
    world({}, { deposit: false });
    await open();
    expect(await screen.findByRole('heading', { name: 'This cart cannot be paid by deposit' })).toBeTruthy();
  });
});
