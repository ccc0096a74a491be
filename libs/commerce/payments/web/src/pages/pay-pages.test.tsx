import { embeddedPayPaths, type BrowserPaymentView } from '@folio/payments-contract';
import { api, apiError, createApiServer, renderScreen, resetBrowserStorage } from '@folio/testing';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { AuthenticatePaymentPage } from './authenticate-payment-page';
import { returnWithOutcome } from './pay-step-page';
import { WalletApprovalPage } from './wallet-approval-page';

const apiServer = createApiServer();
beforeEach(() => resetBrowserStorage());

const id = 'pi_page1';
const secret = 'pi_page1_secret_xyz';
const view = (over: Partial<BrowserPaymentView> = {}): BrowserPaymentView => ({
  id,
  status: 'requires_action',
  amount_minor: 1999,
  currency: 'GBP',
  method: 'card',
  last_error: null,
  next_action: { type: 'redirect', url: '/pay/x' },
  ...over,
});
const status = (answer: BrowserPaymentView) =>
  apiServer.use(api.get(embeddedPayPaths.payment(id), () => HttpResponse.json({ data: answer })));

describe('AuthenticatePaymentPage', () => {
  it('shows the amount, completes authentication and goes back with the outcome', async () => {
    status(view());
    apiServer.use(
      api.post(embeddedPayPaths.authenticate(id), () =>
        HttpResponse.json({ data: view({ status: 'succeeded', next_action: null }) }),
      ),
    );
    const { user } = await renderScreen(() => (
      <AuthenticatePaymentPage paymentId={id} clientSecret={secret} returnUrl="/cart/u1/success" />
    ));
    expect(screen.getByRole('heading', { level: 1, name: 'Authenticate your payment' })).toBeTruthy();
    expect(await screen.findByText(/confirm this payment of £19\.99/)).toBeTruthy();
    expect(apiServer.requestsTo('GET', embeddedPayPaths.payment(id))[0]?.searchParams).toEqual({
      client_secret: secret,
    });
    await user.click(screen.getByRole('button', { name: 'Complete authentication' }));
    expect(
      await screen.findByText(`Landed on /cart/u1/success?payment_id=${id}&redirect_status=succeeded`),
    ).toBeTruthy();
    expect(apiServer.requestsTo('POST', embeddedPayPaths.authenticate(id))[0]?.json).toEqual({
      client_secret: secret,
      outcome: 'complete',
    });
  });

  it('says so when the payment is no longer waiting for authentication', async () => {
    status(view({ status: 'succeeded', next_action: null }));
    await renderScreen(() => <AuthenticatePaymentPage paymentId={id} clientSecret={secret} />);
    expect(await screen.findByText('This payment is not waiting for this step any more.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete authentication' })).toBeNull();
  });

  it('shows the API’s message for a payment it does not know', async () => {
    apiServer.use(api.get(embeddedPayPaths.payment(id), () => apiError(404, 'Payment not found.', 'not_found')));
    await renderScreen(() => <AuthenticatePaymentPage paymentId={id} clientSecret="wrong" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Payment not found.');
  });
});

describe('WalletApprovalPage', () => {
  it('cancelling goes back with redirect_status=failed', async () => {
    status(view({ method: 'wallet' }));
    apiServer.use(
      api.post(embeddedPayPaths.wallet(id), () =>
        HttpResponse.json({ data: view({ method: 'wallet', status: 'requires_payment_method', next_action: null }) }),
      ),
    );
    const { user } = await renderScreen(() => (
      <WalletApprovalPage paymentId={id} clientSecret={secret} returnUrl="/checkout/installment/i1?x=1" />
    ));
    await user.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    expect(
      await screen.findByText(`Landed on /checkout/installment/i1?x=1&payment_id=${id}&redirect_status=failed`),
    ).toBeTruthy();
    expect(apiServer.requestsTo('POST', embeddedPayPaths.wallet(id))[0]?.json).toEqual({
      client_secret: secret,
      outcome: 'cancel',
    });
  });

  it('without a return URL, shows the outcome on the page', async () => {
    status(view({ method: 'wallet' }));
    apiServer.use(
      api.post(embeddedPayPaths.wallet(id), () =>
        HttpResponse.json({ data: view({ method: 'wallet', status: 'succeeded', next_action: null }) }),
      ),
    );
    const { user } = await renderScreen(() => <WalletApprovalPage paymentId={id} clientSecret={secret} />);
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    expect((await screen.findByRole('status')).textContent).toBe('The payment went through.');
  });
});

it('returnWithOutcome follows only paths on this site', () => {
  expect(returnWithOutcome('//evil.example/x', id, true)).toBeNull();
  expect(returnWithOutcome('https://evil.example/x', id, true)).toBeNull();
  expect(returnWithOutcome('/a#b', id, true)).toBe(`/a?payment_id=${id}&redirect_status=succeeded#b`);
});
