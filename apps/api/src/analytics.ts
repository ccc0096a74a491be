import {
  createEventBuffer,
  createIngestLimits,
  funnelRoutes,
  type EventBuffer,
  type IngestDeps,
  type SellerFormsPort,
} from '@folio/analytics-server';
import type { SessionEnv } from '@folio/auth-server';
import type { Database } from '@folio/db';
import { formsOfSellers } from '@folio/order-forms-server';
import { formSales } from '@folio/orders-server';
import type { Logger } from '@folio/server-kit';
import type { Hono } from 'hono';
import { catalogRefs } from './commerce.js';
import type { AppConfig } from './env.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The funnel's port (shared code reads neither commerce nor the catalog): the order forms a seller
 * owns, from commerce's `order_forms`, the seller's name and kind, from the catalog through the
 * same reads commerce uses, and each form's checkouts and paid orders from the orders themselves
 * (`formSales`). A seller id that is not a uuid names no form.
 */
export function sellerFormsPort(db: Database): SellerFormsPort {
  const catalog = catalogRefs(db);
  return {
    async formsOf(sellerIds) {
      return formsOfSellers(
        db,
        sellerIds.filter((id) => UUID.test(id)),
      );
    },
    async sellers(sellerIds) {
      const found = await catalog.sellers(sellerIds.filter((id) => UUID.test(id)));
      return [...found.values()].map(({ kind, slug, name }) => ({ kind, slug, name }));
    },
    sales: (formIds, days) => formSales(db, formIds, days),
  };
}

export interface Analytics {
  /** The events the embedded endpoint accepted and has not written yet: closed at shutdown. */
  buffer: EventBuffer;
  /**
   * The embedded ingestion endpoint's settings, mounted in front of the session middleware; null
   * when events go to a hosted API (ANALYTICS_HOST) or nowhere (ANALYTICS_SOURCE empty).
   */
  ingest: Omit<IngestDeps, 'headers'> | null;
  /** The seller's funnel (a session route). */
  domains: Array<Hono<SessionEnv>>;
}

/** Analytics, wired: the embedded events endpoint with its batch writer, and the seller's funnel. */
export function buildAnalytics(
  config: AppConfig,
  db: Database,
  logger: Logger,
  options: { now?: () => Date } = {},
): Analytics {
  const buffer = createEventBuffer({ db, logger });
  const { source, host, token } = config.analytics;
  const now = options.now ?? (() => new Date());
  return {
    buffer,
    ingest:
      source && !host
        ? { source, token, buffer, logger, now, limits: createIngestLimits(), trustProxyHops: config.trustProxyHops }
        : null,
    domains: [funnelRoutes({ db, forms: sellerFormsPort(db), now })],
  };
}
