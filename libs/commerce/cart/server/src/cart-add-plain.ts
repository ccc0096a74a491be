import { MAX_LINE_QUANTITY } from '@folio/cart-contract';
import { rowFromJson, type Database } from '@folio/db';
import {
  rowsFromJson,
  utcDay,
  type OrderFormRow,
  type ProductRow,
  type ProductVariantRow,
} from '@folio/order-forms-server';
import { sql } from 'drizzle-orm';
import { productLineKey } from './cart-lines.js';
import type { Caller } from './cart-session.js';
import type { LineRow } from './cart-view.js';
import { cartItems, carts, type CartItemRow, type CartRow } from './cart.table.js';
import { HOLDING_STATUSES } from './stock.js';

export interface PlainAdd {
  cartId: string;
  caller: Caller;
  productId: string;
  variantId: string | null;
  quantity: number;
  at: Date;
  heldUntil: Date;
}

export interface PlainAddResult {
  cart: CartRow;
  form: OrderFormRow;
  /** The line as it is now. */
  line: CartItemRow;
  product: ProductRow;
  variant: ProductVariantRow | null;
  /** The cart's lines as they are now, in the order the cart shows them. */
  lines: LineRow[];
}

type Json = Record<string, unknown>;
interface Answer {
  cart: Json;
  form: Json;
  line: Json;
  product: Json;
  variant: Json | null;
  lines: { line: Json; product: Json | null; variant: Json | null; bundle: Json | null }[];
}

/**
 * The common add in one round trip: a product (in a variant, when it has them) that has no stock
 * or per-customer limit, on a form without a cap on an order's units, to a cart of the caller's
 * that takes changes, on a form that takes orders, up to MAX_LINE_QUANTITY of the line. Those are
 * all the rules such an add has, so the database function `folio_cart_add_plain` (migration 0011)
 * checks them itself, locks the cart, raises or creates the line with its hold, touches the cart
 * and reads the cart back: one call instead of eight statements, its plans cached per connection,
 * committed without waiting for the WAL flush like every hold.
 *
 * Null when any of that is not so (a limit to count, a refusal to word, a cart to 404): the caller
 * then takes the full path, which says why. Nothing has changed in that case.
 */
export async function addPlainProduct(db: Database, add: PlainAdd): Promise<PlainAddResult | null> {
  const statuses = sql.join(
    HOLDING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select public.folio_cart_add_plain(
      ${add.cartId}::uuid, ${add.caller.userId}::text, ${add.caller.sessionUid}::text, array[${statuses}]::text[],
      ${utcDay(add.at)}::date, ${add.productId}::uuid, ${add.variantId}::uuid, ${productLineKey(add.productId, add.variantId)}::text,
      ${add.quantity}::integer, ${MAX_LINE_QUANTITY}::integer, ${add.at.toISOString()}::timestamptz, ${add.heldUntil.toISOString()}::timestamptz
    ) as answer
  `);
  const answer = (result as unknown as { rows: { answer: Answer | string | null }[] }).rows[0]?.answer;
  if (!answer) return null;
  const json: Answer = typeof answer === 'string' ? (JSON.parse(answer) as Answer) : answer;
  return {
    cart: rowFromJson(carts, json.cart),
    form: rowsFromJson.form(json.form),
    line: rowFromJson(cartItems, json.line),
    product: rowsFromJson.product(json.product),
    variant: json.variant ? rowsFromJson.variant(json.variant) : null,
    lines: json.lines.map((row) => ({
      line: rowFromJson(cartItems, row.line),
      product: row.product ? rowsFromJson.product(row.product) : null,
      variant: row.variant ? rowsFromJson.variant(row.variant) : null,
      bundle: row.bundle ? rowsFromJson.bundle(row.bundle) : null,
    })),
  };
}
