import { defineLifecycle, type StateOf, type TransitionOf } from '@folio/lifecycle';

/**
 * A payment attempt at the provider, as a card processor keeps it (Stripe's payment intent): the
 * embedded provider writes its payments' status only through these transitions.
 */
export const PAYMENT_LIFECYCLE = defineLifecycle({
  name: 'Payment attempt',
  initial: 'requires_payment_method',
  states: {
    requires_payment_method: {
      label: 'Waiting for a card',
      meaning: 'Created, or declined: it takes a card, a saved method or the wallet.',
    },
    requires_action: {
      label: 'Waiting for the reader',
      meaning: 'The card asks for authentication, or the wallet for approval, on the provider’s page.',
    },
    processing: { label: 'Processing', meaning: 'Accepted by the processor, settled later.' },
    succeeded: { label: 'Paid', meaning: 'The money was taken (refunds may follow).', final: true },
    canceled: { label: 'Cancelled', meaning: 'Cancelled before it was paid: it can never take money.', final: true },
  },
  transitions: {
    require_action: {
      from: ['requires_payment_method', 'requires_action'],
      to: 'requires_action',
      trigger: 'A card that needs authentication, or the wallet, is offered',
    },
    decline: {
      from: ['requires_payment_method', 'requires_action'],
      to: 'requires_payment_method',
      trigger: 'The card is declined, its authentication fails or the wallet is cancelled',
    },
    process: {
      from: ['requires_payment_method', 'requires_action'],
      to: 'processing',
      trigger: 'The processor accepts a method that settles later',
    },
    succeed: {
      from: ['requires_payment_method', 'requires_action', 'processing'],
      to: 'succeeded',
      trigger: 'The card, the authentication or the wallet approval goes through',
    },
    cancel: {
      from: ['requires_payment_method', 'requires_action', 'processing'],
      to: 'canceled',
      trigger: 'Its order expires or is cancelled, or a newer charge replaces it',
    },
  },
});
export type PaymentTransition = TransitionOf<typeof PAYMENT_LIFECYCLE>;
export type PaymentState = StateOf<typeof PAYMENT_LIFECYCLE>;
