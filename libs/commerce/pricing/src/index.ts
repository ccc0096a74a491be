// Public API of @folio/pricing: the money of carts and orders, computed once for server and browser.
export { discountOf, orderTotal, subtotalOf, type CouponTerms, type PricedLine } from './totals.js';
export {
  buildPaymentPlan,
  minimumDeposit,
  maxInstalmentsOffered,
  depositOffer,
  type DepositOffer,
  type DepositTerms,
  type PaymentPlanInput,
  type PlannedInstalment,
} from './payment-plan.js';
