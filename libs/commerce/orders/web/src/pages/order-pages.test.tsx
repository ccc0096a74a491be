import { axeViolations } from '@folio/auth/testing';
import { createApiServer, resetBrowserStorage } from '@folio/testing';
import { screen, within } from '@testing-library/react';
import {
  anInstalment,
  anOrder,
  anOrderEvent,
  anOrderLine,
  aPaymentPlan,
  aSeller,
  aTransaction,
  createOrdersFake,
  renderOrderRoutes,
  someTerms,
} from '../testing';

const apiServer = createApiServer();
beforeEach(() => resetBrowserStorage());

const event = anOrderEvent({ title: 'Chicago Signing Social', slug: 'chicago' });
const depositOrder = anOrder({
  event,
  seller: aSeller({ name: 'Jessica Walter' }),
  status: 'deposit_paid',
  payment_mode: 'deposit',
  lines: [
    anOrderLine({
      title: 'Midnight Court',
      quantity: 2,
      unit_minor: 4000,
      total_minor: 8000,
      variant_name: 'Sprayed edges',
    }),
  ],
  subtotal_minor: 8000,
  shipping_minor: 500,
  discount_minor: 800,
  coupon_code: 'SAVE10',
  total_minor: 7700,
  paid_minor: 2310,
  owed_minor: 5390,
  next_due: { due_date: '2099-03-01', amount_minor: 2695, instalment_id: '00000000-0000-4000-9000-0000000000c1' },
});
const FIRST_INSTALMENT = '00000000-0000-4000-9000-0000000000c0';
const plan = aPaymentPlan(depositOrder, [
  anInstalment({
    id: FIRST_INSTALMENT,
    sequence: 1,
    due_date: '2099-02-01',
    amount_minor: 2695,
    status: 'paid',
    paid_at: '2099-01-20T09:00:00.000Z',
  }),
  anInstalment({
    id: '00000000-0000-4000-9000-0000000000c1',
    sequence: 2,
    due_date: '2099-03-01',
    amount_minor: 2695,
    status: 'scheduled',
  }),
]);

function seed() {
  const fake = createOrdersFake({
    orders: [depositOrder],
    plans: { [depositOrder.order_number]: plan },
    terms: {
      [depositOrder.order_number]: someTerms({
        deposit_policy: '30% now, the rest in instalments.',
        accepted_at: '2099-01-10T12:00:30.000Z',
      }),
    },
    transactions: {
      [depositOrder.order_number]: [
        aTransaction({ kind: 'charge', amount_minor: 2310, provider_reference: 'pi_1' }),
        aTransaction({
          kind: 'failure',
          status: 'failed',
          amount_minor: 2695,
          instalment_id: FIRST_INSTALMENT,
          message: 'Your card has insufficient funds.',
        }),
        aTransaction({ kind: 'refund', amount_minor: 500, provider_reference: 're_1' }),
      ],
    },
  });
  apiServer.use(...fake.handlers);
  return fake;
}

const number = depositOrder.order_number;

describe('the order page', () => {
  it('shows the lines, totals, what is paid and owed, the seller, the event and its pickup code', async () => {
    seed();
    const { container } = await renderOrderRoutes(`/order/${number}`);

    expect(screen.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your order' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'What you ordered' });
    expect(screen.getByText('Deposit paid')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    expect(
      within(table).getByRole('row', { name: 'Midnight Court Sprayed edges 2 × $40.00 USD $80.00 USD' }),
    ).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Discount (SAVE10) -$8.00 USD' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Shipping $5.00 USD' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Total $77.00 USD' })).toBeTruthy();
    expect(screen.getByLabelText('What you paid and owe').textContent).toBe(
      'Total$77.00 USDPaid$23.10 USDOwed$53.90 USD',
    );
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/checkout/installment/00000000-0000-4000-9000-0000000000c1',
    );
    expect(screen.getByRole('link', { name: 'Chicago Signing Social' }).getAttribute('href')).toBe('/event/chicago');
    const pickup = screen.getByRole('region', { name: 'Pickup code for Chicago Signing Social' });
    expect(within(pickup).getByText(/^PK-[2-9A-HJKMNP-Z]{8}$/)).toBeTruthy();
  });

  it('names the seller and the event once, though the form’s title holds both (the demo forms are “{seller} at {event}”)', async () => {
    const logan = anOrder({
      seller: aSeller({ name: 'Logan Moss' }),
      event: anOrderEvent({ title: "Toronto Readers' Weekend", slug: 'toronto' }),
      order_form: {
        uid: 'of_logan',
        slug: 'logan-moss-toronto',
        title: "Logan Moss at Toronto Readers' Weekend",
        close_date: '2099-05-20',
      },
      created_at: '2099-01-10T12:00:00.000Z',
    });
    apiServer.use(...createOrdersFake({ orders: [logan] }).handlers);
    await renderOrderRoutes(`/order/${logan.order_number}`);

    const heading = screen.getByRole('heading', { level: 1, name: `Order ${logan.order_number}` });
    expect(heading).toBeTruthy();
    const lead = await screen.findByText(/^Logan Moss · /);
    expect(lead.textContent).toMatch(/^Logan Moss · Toronto Readers' Weekend · ordered /);
    const seller = await screen.findByRole('region', { name: 'Seller and event' });
    expect(seller.textContent).toMatch(/^Sold by Logan Moss \(author\)For Toronto Readers' Weekend, /);
  });

  it('says what a form’s own title adds, without the seller’s name again', async () => {
    const flatley = anOrder({
      seller: aSeller({ name: 'John Flatley' }),
      event: null,
      order_form: {
        uid: 'of_post',
        slug: 'john-flatley-post',
        title: 'John Flatley: signed books by post',
        close_date: '2099-05-20',
      },
    });
    apiServer.use(...createOrdersFake({ orders: [flatley] }).handlers);
    await renderOrderRoutes(`/order/${flatley.order_number}`);

    expect((await screen.findByText(/^John Flatley · /)).textContent).toMatch(
      /^John Flatley · Signed books by post · ordered /,
    );
    expect((await screen.findByRole('region', { name: 'Seller and event' })).textContent).toContain(
      'Sold by John Flatley (author) through their order form “Signed books by post”',
    );
  });

  it('answers an order that is not the reader’s (the API’s 404) with the not-found screen', async () => {
    seed();
    await renderOrderRoutes('/order/FO-ZZZZZZ');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Order not found: FO-ZZZZZZ')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Order sections' })).toBeNull();
  });

  it('has its sections as tabs made of links, followed with the keyboard', async () => {
    seed();
    const { user, router } = await renderOrderRoutes(`/order/${number}`);
    await screen.findByRole('table', { name: 'What you ordered' });
    const tabs = () => within(screen.getByRole('navigation', { name: 'Order sections' }));
    expect(tabs().getByRole('link', { name: 'Order' }).getAttribute('aria-current')).toBe('page');

    tabs().getByRole('link', { name: 'Terms' }).focus();
    await user.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe(`/order/${number}/terms`);
    expect(tabs().getByRole('link', { name: 'Terms' }).getAttribute('aria-current')).toBe('page');
    expect(tabs().getByRole('link', { name: 'Order' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows the terms the buyer accepted, with when', async () => {
    seed();
    await renderOrderRoutes(`/order/${number}/terms`);
    expect(await screen.findByRole('region', { name: 'Deposit policy' })).toBeTruthy();
    expect(screen.getByText('30% now, the rest in instalments.')).toBeTruthy();
    expect(screen.getByText('Full refund until the form closes.')).toBeTruthy();
    expect(screen.getByText(/You accepted these terms on/).textContent).toMatch(/Jan 10, 2099/);
    expect(screen.queryByRole('region', { name: 'Instalment policy' })).toBeNull();
  });

  it('shows the plan: the deposit and each instalment with its due date and status, Pay now only for unpaid ones', async () => {
    seed();
    await renderOrderRoutes(`/order/${number}/payment-plan`);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /^Deposit At purchase \$23\.10 USD Paid/ })).toBeTruthy();
    const first = within(table).getByRole('row', { name: /^Instalment 1 / });
    expect(first.textContent).toContain('Feb 1, 2099');
    expect(within(first).getByText('Paid')).toBeTruthy();
    expect(within(first).queryByRole('link')).toBeNull();
    const second = within(table).getByRole('row', { name: /^Instalment 2 / });
    expect(second.textContent).toContain('Mar 1, 2099$26.95 USDScheduled');
    expect(within(second).getByRole('link', { name: 'Pay instalment 2 now' }).getAttribute('href')).toBe(
      '/checkout/installment/00000000-0000-4000-9000-0000000000c1',
    );
  });

  it('says an order paid in full has no plan', async () => {
    const full = anOrder();
    apiServer.use(...createOrdersFake({ orders: [full] }).handlers);
    await renderOrderRoutes(`/order/${full.order_number}/payment-plan`);
    expect(await screen.findByRole('heading', { name: 'No payment plan' })).toBeTruthy();
  });

  it('lists the transactions: charges, refunds and failures with the provider’s message', async () => {
    seed();
    await renderOrderRoutes(`/order/${number}/transactions`);
    const table = await screen.findByRole('table');
    const [, charge, failure, refund] = within(table).getAllByRole('row');
    expect([charge, failure, refund].map((row) => row && within(row).getByRole('rowheader').textContent)).toEqual([
      'PaymentCard',
      'Failed paymentInstalment · Card',
      'RefundCard',
    ]);
    expect(failure?.textContent).toContain('Your card has insufficient funds.');
    expect(refund?.textContent).toContain('-$5.00 USD');
  });
});
