import type { PlaceOrderInput } from '@folio/checkout-contract';
import { formatMinorUnits } from '@folio/formatting';
import type { OrderFormRow } from '@folio/order-forms-server';
import { buildPaymentPlan, depositOffer, maxInstalmentsOffered, type PlannedInstalment } from '@folio/pricing';
import { validationFailed } from '@folio/server-kit';

export interface PaymentTerms {
  mode: 'full' | 'deposit';
  firstPaymentMinor: number;
  plan: PlannedInstalment[];
}

/**
 * What the placement charges now and the plan of the rest: the whole total, or a deposit of at
 * least the form's percentage (at most the total) with the balance in 1..the instalments the close
 * date leaves room for. Refusals are 422s in the field's words.
 */
export function paymentTerms(form: OrderFormRow, input: PlaceOrderInput, totalMinor: number, at: Date): PaymentTerms {
  if (input.mode === 'full') return { mode: 'full', firstPaymentMinor: totalMinor, plan: [] };
  const offer = depositOffer(form, totalMinor, at);
  if (!offer) throw validationFailed({ mode: ['This order cannot be paid by deposit.'] });
  if (input.accept_deposit_policy !== true)
    throw validationFailed({ accept_deposit_policy: ['The deposit policy must be accepted.'] });
  const deposit = input.deposit_minor ?? offer.minimum;
  if (deposit < offer.minimum)
    throw validationFailed({
      deposit_minor: [`The deposit must be at least ${formatMinorUnits(offer.minimum, form.currency)}.`],
    });
  if (deposit > totalMinor)
    throw validationFailed({ deposit_minor: ['The deposit may not be more than the order total.'] });
  const balance = totalMinor - deposit;
  if (balance === 0) return { mode: 'deposit', firstPaymentMinor: deposit, plan: [] };
  const wanted = input.instalments ?? 1;
  const offered = maxInstalmentsOffered({
    purchasedAt: at,
    closeDate: form.closeDate,
    formMax: form.maxInstalments ?? 1,
    balanceMinor: balance,
  });
  if (offered === 0)
    throw validationFailed({ instalments: ['The form closes too soon for a payment plan: pay in full.'] });
  if (wanted > offered)
    throw validationFailed({
      instalments: [
        offered === 1
          ? 'Only 1 instalment fits before the form closes.'
          : `At most ${offered} instalments fit before the form closes.`,
      ],
    });
  const plan = buildPaymentPlan({
    totalMinor,
    depositMinor: deposit,
    instalments: wanted,
    purchasedAt: at,
    closeDate: form.closeDate,
  });
  return { mode: 'deposit', firstPaymentMinor: deposit, plan };
}
