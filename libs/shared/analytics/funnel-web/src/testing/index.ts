// Test helpers of @folio/analytics-funnel (not published): fixtures shaped like the API's answer
// and msw handlers for the funnel endpoint (used with @folio/testing's createApiServer).
export { aFormFunnel, aSellerFunnel } from './fixtures';
export { funnelHandlers } from './funnel.handlers';
