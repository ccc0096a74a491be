import {
  EVENT_FUNNEL_ACTIONS,
  FUNNEL_MAX_DAYS,
  FUNNEL_PATH,
  FunnelQuery,
  funnelPeriod,
  utcDayStart,
  type FormFunnel,
  type FunnelAction,
  type FunnelSeller,
  type SellerFunnel,
} from '@folio/analytics-contract';
import { authenticatedUser, noStore, profiles, requireUser, type SessionEnv } from '@folio/auth-server';
import type { Database } from '@folio/db';
import { validate, validationFailed } from '@folio/server-kit';
import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { analyticsFunnelDays } from './analytics-storage.table.js';

/** An order form as the funnel names it, with the seller (catalog author or vendor) who owns it. */
export interface SellerForm {
  id: string;
  title: string;
  sellerId: string;
}

/** The funnel's steps the server's own orders count: orders placed, and those whose first payment succeeded. */
export type FormSales = Record<Exclude<FunnelAction, (typeof EVENT_FUNNEL_ACTIONS)[number]>, number>;

/**
 * What the funnel reads from commerce and the catalog, which a shared domain cannot import: the
 * forms the given sellers (catalog authors or vendors, by id) own, those sellers' names, and each
 * form's checkouts and paid orders from the orders themselves. The API shell implements it over
 * `@folio/order-forms-server`, `@folio/orders-server` and the catalog.
 */
export interface SellerFormsPort {
  formsOf(sellerIds: readonly string[]): Promise<SellerForm[]>;
  sellers(sellerIds: readonly string[]): Promise<FunnelSeller[]>;
  /** Per form: orders placed, and orders whose first payment succeeded, on the UTC days `from` to `to` (both included). */
  sales(formIds: readonly string[], days: { from: string; to: string }): Promise<Map<string, FormSales>>;
}

export interface FunnelDeps {
  db: Database;
  forms: SellerFormsPort;
  now: () => Date;
}

export const FunnelMessages = {
  tooLong: `The period is at most ${FUNNEL_MAX_DAYS} days.`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const zeros = (): Record<FunnelAction, number> => ({
  order_form_view: 0,
  add_to_cart: 0,
  checkout_start: 0,
  order_paid: 0,
});

/** The catalog sellers the user's seller and vendor profiles manage. */
export async function managedSellerIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sellerId: profiles.sellerId })
    .from(profiles)
    .where(
      and(eq(profiles.userId, userId), inArray(profiles.kind, ['seller', 'vendor']), isNotNull(profiles.sellerId)),
    );
  return rows.map((row) => row.sellerId!);
}

/**
 * Each form's funnel counts over whole UTC days, `from` to `to` (YYYY-MM-DD, both included): the
 * steps browsers report (`EVENT_FUNNEL_ACTIONS`), in one grouped read of the daily counts the event
 * writer keeps (`analytics_funnel_days`), counting only events that name a form together with the
 * seller who owns it (an event that pairs one seller's form with another seller is anyone's guess,
 * and counts for nobody).
 */
export async function funnelCounts(
  db: Database,
  forms: ReadonlyArray<Pick<SellerForm, 'id' | 'sellerId'>>,
  days: { from: string; to: string },
): Promise<Map<string, Record<FunnelAction, number>>> {
  const counts = new Map<string, Record<FunnelAction, number>>();
  if (forms.length === 0) return counts;
  const owner = new Map(forms.map((form) => [form.id, form.sellerId]));
  const rows = await db
    .select({
      sellerId: analyticsFunnelDays.sellerId,
      formId: analyticsFunnelDays.formId,
      action: analyticsFunnelDays.action,
      count: sql<number>`sum(${analyticsFunnelDays.count})::int`,
    })
    .from(analyticsFunnelDays)
    .where(
      and(
        inArray(analyticsFunnelDays.sellerId, [...new Set(owner.values())]),
        inArray(analyticsFunnelDays.formId, [...owner.keys()]),
        inArray(analyticsFunnelDays.action, [...EVENT_FUNNEL_ACTIONS]),
        gte(analyticsFunnelDays.day, days.from),
        lte(analyticsFunnelDays.day, days.to),
      ),
    )
    .groupBy(analyticsFunnelDays.sellerId, analyticsFunnelDays.formId, analyticsFunnelDays.action);
  for (const row of rows) {
    if (owner.get(row.formId) !== row.sellerId) continue;
    const form = counts.get(row.formId) ?? zeros();
    form[row.action as FunnelAction] = row.count;
    counts.set(row.formId, form);
  }
  return counts;
}

/**
 * `GET /api/analytics/funnel?from&to` for the signed-in seller: every order form of the authors
 * and vendors their profiles manage, with the count of each funnel action in the period (UTC
 * days, both included; the last 30 days by default), busiest first. 401 signed out. An account
 * that manages no author or vendor (a reader, or a seller profile not linked yet) gets the empty
 * answer, no sellers and no forms: nothing of anyone's is counted for it, and the page says why.
 */
export function funnelRoutes(deps: FunnelDeps) {
  return new Hono<SessionEnv>()
    .use(FUNNEL_PATH, requireUser())
    .get(FUNNEL_PATH, validate('query', FunnelQuery), async (c) => {
      const user = await authenticatedUser(c);
      noStore(c);
      const { from, to } = funnelPeriod(c.req.valid('query'), deps.now());
      const start = utcDayStart(from)!;
      const end = new Date(utcDayStart(to)!.getTime() + DAY_MS);
      if ((end.getTime() - start.getTime()) / DAY_MS > FUNNEL_MAX_DAYS)
        throw validationFailed({ from: [FunnelMessages.tooLong] });

      const sellerIds = await managedSellerIds(deps.db, user.id);
      if (sellerIds.length === 0) return c.json({ data: { from, to, sellers: [], forms: [] } } satisfies SellerFunnel);
      const [forms, sellers] = await Promise.all([deps.forms.formsOf(sellerIds), deps.forms.sellers(sellerIds)]);
      const [counts, sales] = await Promise.all([
        funnelCounts(deps.db, forms, { from, to }),
        deps.forms.sales(
          forms.map((form) => form.id),
          { from, to },
        ),
      ]);
      const funnels: FormFunnel[] = forms.map((form) => ({
        order_form_id: form.id,
        title: form.title,
        counts: { ...(counts.get(form.id) ?? zeros()), ...sales.get(form.id) },
      }));
      funnels.sort(
        (a, b) =>
          b.counts.order_form_view - a.counts.order_form_view ||
          b.counts.add_to_cart - a.counts.add_to_cart ||
          a.title.localeCompare(b.title),
      );
      return c.json({ data: { from, to, sellers, forms: funnels } } satisfies SellerFunnel);
    });
}
