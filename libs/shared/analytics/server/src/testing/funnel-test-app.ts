import type { FunnelSeller } from '@folio/analytics-contract';
import { createAuthTestApp, type AuthTestApp, type AuthTestAppOptions } from '@folio/auth-server/testing';
import { funnelRoutes, type SellerForm, type SellerFormsPort } from '../funnel.routes.js';

/** A catalog seller of the stand-in port, with its forms. */
export interface StandInSeller extends FunnelSeller {
  id: string;
  forms: SellerForm[];
}

/** The port the shell implements over commerce and the catalog, over plain data. */
export function sellerFormsStandIn(sellers: readonly StandInSeller[]): SellerFormsPort {
  return {
    async formsOf(ids) {
      return sellers.filter((seller) => ids.includes(seller.id)).flatMap((seller) => seller.forms);
    },
    async sellers(ids) {
      return sellers.filter((seller) => ids.includes(seller.id)).map(({ kind, slug, name }) => ({ kind, slug, name }));
    },
  };
}

/** Identity's test app (sessions, CSRF, sign-in) with the funnel route mounted as the shell mounts it. */
export function createFunnelTestApp(options: Omit<AuthTestAppOptions, 'extra'> & { sellers: readonly StandInSeller[] }): Promise<AuthTestApp> {
  const { sellers, ...rest } = options;
  return createAuthTestApp({
    ...rest,
    extra: (app, deps) => app.route('/', funnelRoutes({ db: deps.db, now: deps.now, forms: sellerFormsStandIn(sellers) })),
  });
}
