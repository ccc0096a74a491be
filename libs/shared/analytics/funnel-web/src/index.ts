// Public API of @folio/analytics-funnel: the seller's sales funnel page (`/account/analytics`),
// its query and its loading state. Chart.js loads in a chunk of its own, from this page only.
// Not part of @folio/analytics, the analytics client other apps install.
export { fetchSellerFunnel, type FunnelPeriod } from './funnel/funnel.api';
export { funnelKeys, sellerFunnelQueryOptions } from './funnel/funnel.queries';
export { FUNNEL_STEPS, formatShare, stepsOf, type FunnelStep } from './funnel/funnel-steps';
export { SalesFunnelPage, SalesFunnelSkeleton, FUNNEL_PERIODS, periodOf } from './funnel-ui/sales-funnel-page';
