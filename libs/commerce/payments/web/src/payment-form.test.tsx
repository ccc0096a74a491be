import { axeViolations } from '@folio/auth/testing';
import { embeddedPayPaths, type BrowserPaymentView } from '@folio/payments-contract';
import { api, createApiServer, deferred, renderScreen, resetBrowserStorage, validationFailed } from '@folio/testing';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { PaymentForm } from './payment-form';

const loadStripe = vi.fn();
vi.mock('@stripe/stripe-js', () => ({ loadStripe: (...args: unknown[]) => loadStripe(...args) }));

const apiServer = createApiServer();
/** Disabled itself or by its fieldset, or unavailable (`aria-disabled`), as the browser and a screen reader see it. */
const disabled = (element: HTMLElement) =>
  element.matches(':disabled') ||
  element.closest('fieldset')?.disabled === true ||
  element.getAttribute('aria-disabled') === 'true';
beforeEach(() => {
  resetBrowserStorage();
  vi.clearAllMocks();
});

const payment = { id: 'pi_test1', client_secret: 'pi_test1_secret_abc', amount_minor: 4250, currency: 'GBP' };
const view = (over: Partial<BrowserPaymentView> = {}): BrowserPaymentView => ({
  id: payment.id,
  status: 'succeeded',
  amount_minor: 4250,
  currency: 'GBP',
  method: 'card',
  last_error: null,
  next_action: null,
  ...over,
});
const answerConfirm = (answer: () => Response | Promise<Response>) =>
  apiServer.use(api.post(embeddedPayPaths.confirm(payment.id), answer));

const saved = { ...payment, saved_methods: [{ id: 'pm_saved1', kind: 'card' as const, label: 'Visa •••• 4242' }] };

function renderForm(
  config: Parameters<typeof PaymentForm>[0]['config'] = { provider: 'embedded' },
  toConfirm: typeof saved | typeof payment = payment,
) {
  const onResult = vi.fn();
  const rendered = renderScreen(
    () => <PaymentForm config={config} payment={toConfirm} onResult={onResult} returnUrl="/cart/u1/success" />,
    { path: '/cart/u1/checkout' },
  );
  return { onResult, rendered };
}

async function fillCard(user: Awaited<ReturnType<typeof renderForm>['rendered']>['user'], number: string) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), '04 / 31');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Ada Reader');
}

describe('PaymentForm with the embedded provider', () => {
  it('has labelled fields and a Folio Wallet button, and no accessibility violations', async () => {
    const { rendered } = renderForm();
    const { container } = await rendered;
    for (const label of ['Card number', 'Expiry date', 'Security code', 'Name on card'])
      expect(screen.getByLabelText(label).tagName).toBe('INPUT');
    expect(screen.getByRole('button', { name: /^Pay £42\.50/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay with Folio Wallet' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('shows each field’s problem under it and sends nothing', async () => {
    const { user } = await renderForm().rendered;
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241');
    await user.type(screen.getByLabelText('Expiry date'), '1/20');
    await user.click(screen.getByRole('button', { name: /^Pay £/ }));
    expect(await screen.findByText('Your card number is invalid.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
    expect(screen.getByText('Enter the name on the card.')).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(apiServer.requestsTo('POST', embeddedPayPaths.confirm(payment.id))).toHaveLength(0);
  });

  it('Enter pays: sends the card once, is unavailable while paying (keeping the focus), then reports success', async () => {
    const answer = deferred();
    answerConfirm(async () => {
      await answer.promise;
      return HttpResponse.json({ data: view() });
    });
    const { onResult, rendered } = renderForm();
    const { user } = await rendered;
    await fillCard(user, '4242 4242 4242 4242');
    await user.keyboard('{Enter}');
    const paying = await screen.findByRole('button', { name: 'Paying…' });
    expect(disabled(paying)).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Pay with Folio Wallet' }))).toBe(true);
    expect(paying.closest('fieldset')?.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).not.toBe(document.body);
    // Enter again while paying sends nothing more.
    await user.keyboard('{Enter}');
    answer.release();
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('succeeded'));
    const [sent, ...more] = apiServer.requestsTo('POST', embeddedPayPaths.confirm(payment.id));
    expect(more).toEqual([]);
    expect(sent?.json).toEqual({
      client_secret: payment.client_secret,
      payment_method: {
        type: 'card',
        number: '4242424242424242',
        exp_month: 4,
        exp_year: 2031,
        cvc: '123',
        name: 'Ada Reader',
      },
      return_url: '/cart/u1/success',
    });
  });

  it('shows a decline in the processor’s words and lets the buyer try again', async () => {
    answerConfirm(() =>
      HttpResponse.json({
        data: view({
          status: 'requires_payment_method',
          last_error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
        }),
      }),
    );
    const { onResult, rendered } = renderForm();
    const { user } = await rendered;
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: /^Pay £/ }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe(
      'Your card was declined. Try again: check the details, use another card, or pay with Folio Wallet.',
    );
    expect(onResult).toHaveBeenCalledWith('failed', 'Your card was declined.');
    expect(disabled(screen.getByLabelText('Card number'))).toBe(false);
    // The focus moves to the processor's words, never to the page.
    await waitFor(() => expect(document.activeElement).toBe(refusal));
  });

  it('goes to the authentication page when the card needs it', async () => {
    const url = `/pay/authenticate/${payment.id}?client_secret=${payment.client_secret}&return_url=%2Fcart%2Fu1%2Fsuccess`;
    answerConfirm(() =>
      HttpResponse.json({ data: view({ status: 'requires_action', next_action: { type: 'redirect', url } }) }),
    );
    const { onResult, rendered } = renderForm();
    const { user } = await rendered;
    await fillCard(user, '4000 0025 0000 3155');
    await user.click(screen.getByRole('button', { name: /^Pay £/ }));
    expect(await screen.findByText(`Landed on ${url}`)).toBeTruthy();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('the wallet button confirms with the wallet and goes to its approval page', async () => {
    const url = `/pay/wallet/${payment.id}?client_secret=${payment.client_secret}`;
    answerConfirm(() =>
      HttpResponse.json({
        data: view({ status: 'requires_action', method: 'wallet', next_action: { type: 'redirect', url } }),
      }),
    );
    const { user } = await renderForm().rendered;
    await user.click(screen.getByRole('button', { name: 'Pay with Folio Wallet' }));
    expect(await screen.findByText(`Landed on ${url}`)).toBeTruthy();
    expect(apiServer.requestsTo('POST', embeddedPayPaths.confirm(payment.id))[0]?.json).toMatchObject({
      payment_method: { type: 'wallet' },
    });
  });

  it('offers a saved card first and pays with it by its id, no card typed', async () => {
    answerConfirm(() => HttpResponse.json({ data: view() }));
    const { onResult, rendered } = renderForm({ provider: 'embedded' }, saved);
    const { user, container } = await rendered;
    expect(screen.getByRole('group', { name: 'Saved payment methods' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Pay £42.50 GBP with Visa •••• 4242' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('succeeded'));
    expect(apiServer.requestsTo('POST', embeddedPayPaths.confirm(payment.id))[0]?.json).toEqual({
      client_secret: payment.client_secret,
      payment_method: { type: 'saved', id: 'pm_saved1' },
      return_url: '/cart/u1/success',
    });
  });

  it('puts the server’s field errors under the fields', async () => {
    answerConfirm(() =>
      validationFailed({ 'payment_method.name': ['The name on the card may not be longer than 200 characters.'] }),
    );
    const { user } = await renderForm().rendered;
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: /^Pay £/ }));
    expect(await screen.findByText('The name on the card may not be longer than 200 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Name on card').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('PaymentForm with Stripe', () => {
  function fakeStripe(confirmResult: unknown) {
    const element = { mount: vi.fn(), destroy: vi.fn() };
    const elements = { create: vi.fn(() => element) };
    const stripe = {
      elements: vi.fn(() => elements),
      confirmPayment: vi.fn(() => Promise.resolve(confirmResult)),
      confirmCardPayment: vi.fn(() => Promise.resolve(confirmResult)),
    };
    loadStripe.mockResolvedValue(stripe);
    return { stripe, elements, element };
  }

  it('loads Stripe.js with the publishable key only, mounts the Payment Element and shows Stripe’s decline', async () => {
    const fake = fakeStripe({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } });
    const { onResult, rendered } = renderForm({ provider: 'stripe', publishableKey: 'pk_test_123' });
    const { user } = await rendered;
    const pay = await screen.findByRole('button', { name: /^Pay £42\.50/ });
    await waitFor(() => expect(disabled(pay)).toBe(false));
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(fake.stripe.elements).toHaveBeenCalledWith({ clientSecret: payment.client_secret });
    expect(fake.element.mount).toHaveBeenCalled();
    await user.click(pay);
    expect((await screen.findByRole('alert')).textContent).toContain('Your card has insufficient funds.');
    expect(onResult).toHaveBeenCalledWith('failed', 'Your card has insufficient funds.');
    expect(fake.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: fake.elements,
      confirmParams: { return_url: `${window.location.origin}/cart/u1/success` },
      redirect: 'if_required',
    });
  });

  it('reports a payment Stripe confirmed', async () => {
    fakeStripe({ paymentIntent: { status: 'succeeded' } });
    const { onResult, rendered } = renderForm({ provider: 'stripe', publishableKey: 'pk_test_123' });
    const { user } = await rendered;
    const pay = await screen.findByRole('button', { name: /^Pay £42\.50/ });
    await waitFor(() => expect(disabled(pay)).toBe(false));
    await user.click(pay);
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('succeeded'));
  });

  it('pays with a saved card through Stripe.js by its payment method id', async () => {
    const fake = fakeStripe({ paymentIntent: { status: 'succeeded' } });
    const { onResult, rendered } = renderForm({ provider: 'stripe', publishableKey: 'pk_test_123' }, saved);
    const { user } = await rendered;
    const pay = await screen.findByRole('button', { name: 'Pay £42.50 GBP with Visa •••• 4242' });
    await waitFor(() => expect(disabled(pay)).toBe(false));
    await user.click(pay);
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('succeeded'));
    expect(fake.stripe.confirmCardPayment).toHaveBeenCalledWith(payment.client_secret, { payment_method: 'pm_saved1' });
    expect(fake.stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    loadStripe.mockResolvedValue(null);
    await renderForm({ provider: 'stripe', publishableKey: 'pk_test_123' }).rendered;
    expect((await screen.findByRole('alert')).textContent).toContain('The card form could not be loaded.');
  });
});
