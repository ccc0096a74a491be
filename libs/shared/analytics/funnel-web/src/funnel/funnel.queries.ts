import { signedInDataRoots } from '@folio/auth';
import type { HttpClient } from '@folio/http';
import { queryOptions } from '@tanstack/react-query';
import { fetchSellerFunnel, type FunnelPeriod } from './funnel.api';

/**
 * Query keys of the seller's funnel. They sit under the account's root, which `@folio/auth` drops
 * when the user changes, so one seller's figures never show for the next account.
 */
export const funnelKeys = {
  all: [...signedInDataRoots.account, 'sales-funnel'] as const,
  period: (period: FunnelPeriod) => [...funnelKeys.all, { from: period.from ?? null, to: period.to ?? null }] as const,
};

/** The signed-in seller's funnel per order form over a period. */
export function sellerFunnelQueryOptions(http: HttpClient, period: FunnelPeriod = {}) {
  return queryOptions({
    queryKey: funnelKeys.period(period),
    queryFn: ({ signal }) => fetchSellerFunnel(http, period, signal),
    staleTime: 60_000,
  });
}
