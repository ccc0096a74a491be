import { defineLifecycle, type StateOf, type TransitionOf } from '@folio/lifecycle';

/**
 * A cart of one order form. `pending_order`: the reader went to checkout (an order may wait for
 * its payment: then the cart's lines are that order's and cannot change).
 */
export const CART_LIFECYCLE = defineLifecycle({
  name: 'Cart',
  initial: 'open',
  states: {
    open: { label: 'Open', meaning: 'Lines can be added, changed and removed; each line holds its stock.' },
    pending_order: {
      label: 'At checkout',
      meaning: 'The reader went to checkout; while its order waits for payment, its lines are that order’s.',
    },
    ordered: { label: 'Ordered', meaning: 'Its order is paid: the cart is the order’s record.', final: true },
  },
  transitions: {
    checkout: {
      from: ['open', 'pending_order'],
      to: 'pending_order',
      trigger: 'The reader goes to checkout, or places its order',
    },
    order: { from: ['pending_order'], to: 'ordered', trigger: 'Its order is paid' },
    reopen: { from: ['pending_order'], to: 'open', trigger: 'Its order expires unpaid or is given up' },
  },
});
export type CartTransition = TransitionOf<typeof CART_LIFECYCLE>;
export type CartState = StateOf<typeof CART_LIFECYCLE>;
