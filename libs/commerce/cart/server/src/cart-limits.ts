import { MAX_LINE_QUANTITY } from '@folio/cart-contract';
import type { Database } from '@folio/db';
import { lockStock, type BundleRow, type OrderFormRow, type ProductRow } from '@folio/order-forms-server';
import { unitsBought } from '@folio/orders-server';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { unitsPerLine, type LineSpec } from './cart-lines.js';
import type { Caller } from './cart-session.js';
import { carts, type CartItemRow, type CartRow } from './cart.table.js';
import { bundleRoom, HOLDING_STATUSES, lineCounts, productRoom } from './stock.js';

/**
 * The carts whose lines count towards one customer's per-customer limits: the account's, or the
 * guest session's, open or at checkout (what they hold). What was bought is counted from the
 * orders: an ordered cart whose order was cancelled or refunded no longer counts.
 */
function customerCarts(caller: Caller): SQL {
  const holding = inArray(carts.status, [...HOLDING_STATUSES]);
  return caller.userId
    ? and(eq(carts.userId, caller.userId), holding)!
    : and(isNull(carts.userId), eq(carts.sessionUid, caller.sessionUid ?? ''), holding)!;
}

export interface Limits {
  /** Most units the line may have, with the words when it is fewer than asked. */
  max: number;
  message: string | null;
  /** The free stock alone (null: no limit), and the other rules alone (form cap, per-customer limits). */
  stock: number | null;
  rules: number;
}

/** Whether a product or bundle has a limit its adds must be serialised on: its stock, or a per-customer limit. */
const hasLimit = (row: { stockLimit: number | null; perCustomerLimit: number | null }) =>
  row.stockLimit !== null || row.perCustomerLimit !== null;

/**
 * How many units a line may have now, under every rule at once: the form's cap on the cart's
 * units, the per-customer limits of its products and bundle, and the free stock (limit less sold
 * less what every other line holds). Only the products and bundle that have a limit are locked
 * (SELECT … FOR UPDATE) and counted: adds of unlimited products never wait on one another.
 */
export async function lineLimits(
  tx: Database,
  ctx: {
    cart: CartRow;
    form: OrderFormRow;
    caller: Caller;
    now: Date;
    exclude: readonly string[];
    /** The cart's lines when the caller has read them with the cart locked: its units are counted from them. */
    cartLines?: readonly CartItemRow[];
  },
  spec: LineSpec,
): Promise<Limits> {
  const parts = unitsPerLine(spec);
  const read = spec.kind === 'product' ? [spec.product] : spec.products;
  const lockProducts = read.filter(hasLimit).map((product) => product.id);
  const lockBundles = spec.kind === 'bundle' && hasLimit(spec.bundle) ? [spec.bundle.id] : [];
  const locked =
    lockProducts.length + lockBundles.length > 0
      ? await lockStock(tx, lockProducts, lockBundles)
      : { products: new Map<string, ProductRow>(), bundles: new Map<string, BundleRow>(), inBundles: [] };
  // The locked rows are the current ones; the others were read without a lock and have no limit to count.
  const productsById = new Map(read.map((product) => [product.id, locked.products.get(product.id) ?? product]));
  const bundle = spec.kind === 'bundle' ? (locked.bundles.get(spec.bundle.id) ?? spec.bundle) : null;
  const limited = parts.filter((part) => (productsById.get(part.productId)?.perCustomerLimit ?? null) !== null);
  const bundleLimit = bundle?.perCustomerLimit ?? null;
  // Every count the rules need, in one statement (none when nothing is limited): the held units, the cart's units, the customer's units.
  const counts = await lineCounts(
    tx,
    {
      held: {
        productIds: parts
          .filter((part) => (productsById.get(part.productId)?.stockLimit ?? null) !== null)
          .map((part) => part.productId),
        bundleIds: bundle && bundle.stockLimit !== null ? [bundle.id] : [],
      },
      customer:
        limited.length > 0 || bundleLimit !== null
          ? {
              productIds: limited.map((part) => part.productId),
              bundleIds: bundle && bundleLimit !== null ? [bundle.id] : [],
            }
          : null,
      inBundles: locked.inBundles,
    },
    {
      now: ctx.now,
      exclude: ctx.exclude,
      cartId: ctx.form.maxQuantityPerOrder !== null && !ctx.cartLines ? ctx.cart.id : null,
      customerCarts: customerCarts(ctx.caller),
    },
  );
  const cartUnits = ctx.cartLines
    ? ctx.cartLines.filter((line) => !ctx.exclude.includes(line.id)).reduce((units, line) => units + line.quantity, 0)
    : (counts.cartUnits ?? 0);
  const held = counts.held;
  let max = MAX_LINE_QUANTITY;
  let message: string | null = null;
  const cap = (limit: number, words: string) => {
    if (limit < max) {
      max = Math.max(0, limit);
      message = words;
    }
  };

  // Each rule caps the quantity; the words are those of the tightest cap (stock first on a tie).
  const stock =
    spec.kind === 'product'
      ? productRoom(productsById.get(spec.product.id)!, held)
      : bundleRoom(bundle!, parts, productsById, held);
  if (stock !== null) cap(stock, stock <= 0 ? `${spec.title} is sold out.` : `Only ${stock} left of ${spec.title}.`);
  let rules = MAX_LINE_QUANTITY;
  const capRule = (limit: number, words: string) => {
    rules = Math.max(0, Math.min(rules, limit));
    cap(limit, words);
  };

  // The form's cap on the cart's units (a bundle counts as one).
  if (ctx.form.maxQuantityPerOrder !== null) {
    const room = ctx.form.maxQuantityPerOrder - cartUnits;
    capRule(room, `You can order at most ${ctx.form.maxQuantityPerOrder} items from ${ctx.form.title} in one order.`);
  }

  // Per-customer limits: what the account's (or the guest session's) carts hold, and what the
  // account bought from this form (read after the carts: a payment committing in between is
  // counted twice, never missed). A bundle bought counts its quantity of each of its products.
  const bought =
    ctx.caller.userId && (limited.length > 0 || bundleLimit !== null)
      ? await unitsBought(tx, ctx.caller.userId, ctx.form.id)
      : null;
  const boughtOf = (productId: string) =>
    (bought?.products.get(productId) ?? 0) +
    locked.inBundles
      .filter((part) => part.productId === productId)
      .reduce((units, part) => units + (bought?.bundles.get(part.bundleId) ?? 0) * part.quantity, 0);
  for (const part of limited) {
    const product = productsById.get(part.productId)!;
    const units = (counts.customer.products.get(part.productId) ?? 0) + boughtOf(part.productId);
    const room = Math.floor((product.perCustomerLimit! - units) / part.quantity);
    capRule(room, `You can buy at most ${product.perCustomerLimit} of ${product.title}.`);
  }
  if (spec.kind === 'bundle' && bundleLimit !== null) {
    const room =
      bundleLimit - (counts.customer.bundles.get(spec.bundle.id) ?? 0) - (bought?.bundles.get(spec.bundle.id) ?? 0);
    capRule(room, `You can buy at most ${bundleLimit} of ${spec.bundle.title}.`);
  }
  return { max, message, stock, rules };
}
