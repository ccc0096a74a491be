import type { FunnelSeller } from '@folio/analytics-contract';
import { createAuthTestApp, type AuthTestApp, type AuthTestAppOptions } from '@folio/auth-server/testing';
import { funnelRoutes, type FormSales, type SellerForm, type SellerFormsPort } from '../funnel.routes.js';

/** A catalog seller of the stand-in port, with its forms and, per form, its orders placed and paid by UTC day. */
export interface StandInSeller extends FunnelSeller {
  id: string;
  forms: Array<Omit<SellerForm, 'sellerId'> & { sales?: StandInSale[] }>;
}

/** An order of the stand-in: the UTC day it was placed, and the day its first payment succeeded, if it did. */
export interface StandInSale {
  placed: string;
  paid?: string;
}

/** The port the shell implements over commerce and the catalog, over plain data. */
export function sellerFormsStandIn(sellers: readonly StandInSeller[]): SellerFormsPort {
  const forms = sellers.flatMap((seller) => seller.forms.map((form) => ({ ...form, sellerId: seller.id })));
  return {
    async formsOf(ids) {
      return forms
        .filter((form) => ids.includes(form.sellerId))
        .map(({ id, title, sellerId }) => ({ id, title, sellerId }));
    },
    async sellers(ids) {
      return sellers.filter((seller) => ids.includes(seller.id)).map(({ kind, slug, name }) => ({ kind, slug, name }));
    },
    async sales(formIds, { from, to }) {
      const within = (day: string | undefined) => day !== undefined && day >= from && day <= to;
      const out = new Map<string, FormSales>();
      for (const form of forms.filter((candidate) => formIds.includes(candidate.id))) {
        const sales = form.sales ?? [];
        out.set(form.id, {
          checkout_start: sales.filter((sale) => within(sale.placed)).length,
          order_paid: sales.filter((sale) => within(sale.paid)).length,
        });
      }
      return out;
    },
  };
}

/** Identity's test app (sessions, CSRF, sign-in) with the funnel route mounted as the shell mounts it. */
export function createFunnelTestApp(
  options: Omit<AuthTestAppOptions, 'extra'> & { sellers: readonly StandInSeller[] },
): Promise<AuthTestApp> {
  const { sellers, ...rest } = options;
  return createAuthTestApp({
    ...rest,
    extra: (app, deps) =>
      app.route('/', funnelRoutes({ db: deps.db, now: deps.now, forms: sellerFormsStandIn(sellers) })),
  });
}
