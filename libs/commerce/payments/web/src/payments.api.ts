import {
  BrowserPaymentResponse,
  embeddedPayPaths,
  type AuthenticatePaymentInput,
  type ConfirmPaymentInput,
  type WalletPaymentInput,
} from '@folio/payments-contract';
import type { HttpClient } from '@folio/http';

/**
 * The embedded provider's browser API. The client secret is the only authorisation; the shared
 * client still sends its CSRF header, so the calls work mounted before or behind the session
 * middleware. A declined card is an answer (`last_error`), not an error.
 */
export function confirmEmbeddedPayment(
  http: HttpClient,
  paymentId: string,
  input: ConfirmPaymentInput,
): Promise<BrowserPaymentResponse> {
  return http.post(embeddedPayPaths.confirm(paymentId), { json: input, schema: BrowserPaymentResponse });
}

export function authenticateEmbeddedPayment(
  http: HttpClient,
  paymentId: string,
  input: AuthenticatePaymentInput,
): Promise<BrowserPaymentResponse> {
  return http.post(embeddedPayPaths.authenticate(paymentId), { json: input, schema: BrowserPaymentResponse });
}

export function finishWalletPayment(
  http: HttpClient,
  paymentId: string,
  input: WalletPaymentInput,
): Promise<BrowserPaymentResponse> {
  return http.post(embeddedPayPaths.wallet(paymentId), { json: input, schema: BrowserPaymentResponse });
}

export function fetchEmbeddedPayment(
  http: HttpClient,
  paymentId: string,
  clientSecret: string,
  call: { signal?: AbortSignal } = {},
): Promise<BrowserPaymentResponse> {
  return http.get(embeddedPayPaths.payment(paymentId), {
    ...call,
    searchParams: { client_secret: clientSecret },
    schema: BrowserPaymentResponse,
  });
}
