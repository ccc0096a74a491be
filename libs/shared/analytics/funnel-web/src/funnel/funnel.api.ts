import { FUNNEL_PATH, SellerFunnel } from '@folio/analytics-contract';
import type { HttpClient } from '@folio/http';

/** The days a funnel covers (UTC, both included); none: the server's default, the last 30 days. */
export interface FunnelPeriod {
  from?: string;
  to?: string;
}

export function fetchSellerFunnel(http: HttpClient, period: FunnelPeriod, signal?: AbortSignal): Promise<SellerFunnel> {
  return http.get(FUNNEL_PATH, { schema: SellerFunnel, signal, searchParams: { from: period.from, to: period.to } });
}
