import {
  AuthenticatePaymentInput,
  ConfirmPaymentInput,
  EMBEDDED_PAY_BASE_PATH,
  PaymentStatusQuery,
  WalletPaymentInput,
  type BrowserPaymentResponse,
  type PaymentMethodInput,
} from '@folio/payments-contract';
import { ApiError, notFound, tooManyRequests, validate } from '@folio/server-kit';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { PaymentRequestError } from '../payment-provider.port.js';
import { DeclineLimitError } from './decline-limits.js';
import type { BrowserPayment, ConfirmMethod, EmbeddedBrowserApi } from './embedded-browser.js';

export interface EmbeddedPaymentRoutesDeps {
  /** The embedded provider (or just its browser side). */
  provider: { browser: EmbeddedBrowserApi };
  /** The client's address, as the rate limits elsewhere read it (TRUST_PROXY_HOPS). */
  clientIp?: (c: Context) => string;
}

const IdParam = v.object({ id: v.pipe(v.string(), v.maxLength(200, 'Payment not found.')) });
const PAYMENT_NOT_FOUND = 'Payment not found.';

/** A refusal of the provider as the API answers it: unknown payment or wrong secret 404, the rest 400 with the provider's code. */
function asApiError(error: unknown): unknown {
  if (!(error instanceof PaymentRequestError)) return error;
  if (error.code === 'resource_missing') return notFound(PAYMENT_NOT_FOUND);
  if (error instanceof DeclineLimitError) return tooManyRequests(error.retryAfterSeconds, error.message);
  return new ApiError(400, error.code, error.message);
}

async function answering(run: () => Promise<BrowserPayment>): Promise<BrowserPaymentResponse> {
  try {
    const { payment, nextAction } = await run();
    return {
      data: {
        id: payment.id,
        status: payment.status,
        amount_minor: payment.amountMinor,
        currency: payment.currency,
        method: payment.method,
        last_error: payment.lastError && {
          code: payment.lastError.code,
          decline_code: payment.lastError.declineCode,
          message: payment.lastError.message,
        },
        next_action: nextAction,
      },
    };
  } catch (error) {
    throw asApiError(error);
  }
}

const toMethod = (method: PaymentMethodInput): ConfirmMethod => method;

/** Nothing here is cached, and no page embeds it. */
const privateAnswers = createMiddleware(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

/**
 * The embedded provider's browser API (`/api/payments/embedded`): the payment form confirms with a
 * card, the wallet or a saved method; our authentication and wallet pages finish what waits on the
 * buyer. Each call is authorised by the payment's client secret alone (compared in constant time);
 * no session. A declined card is a 200 whose payment carries `last_error`.
 */
export function embeddedPaymentRoutes(deps: EmbeddedPaymentRoutesDeps) {
  const { browser } = deps.provider;
  const app = new Hono()
    .use('*', privateAnswers)
    .get('/payments/:id', validate('param', IdParam), validate('query', PaymentStatusQuery), async (c) =>
      c.json(await answering(() => browser.status(c.req.valid('param').id, c.req.valid('query').client_secret))),
    )
    .post('/payments/:id/confirm', validate('param', IdParam), validate('json', ConfirmPaymentInput), async (c) => {
      const body = c.req.valid('json');
      return c.json(
        await answering(() =>
          browser.confirm(
            c.req.valid('param').id,
            body.client_secret,
            toMethod(body.payment_method),
            body.return_url,
            deps.clientIp?.(c) ?? null,
          ),
        ),
      );
    })
    .post(
      '/payments/:id/authenticate',
      validate('param', IdParam),
      validate('json', AuthenticatePaymentInput),
      async (c) => {
        const body = c.req.valid('json');
        return c.json(
          await answering(() => browser.authenticate(c.req.valid('param').id, body.client_secret, body.outcome)),
        );
      },
    )
    .post('/payments/:id/wallet', validate('param', IdParam), validate('json', WalletPaymentInput), async (c) => {
      const body = c.req.valid('json');
      return c.json(await answering(() => browser.wallet(c.req.valid('param').id, body.client_secret, body.outcome)));
    });
  return new Hono().route(EMBEDDED_PAY_BASE_PATH, app);
}
