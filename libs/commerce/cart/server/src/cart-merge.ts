import { notify, type NotificationInput } from '@folio/notifications-server';
import { HOLD_MINUTES } from '@folio/cart-contract';
import type { SessionEnv, SignInHook } from '@folio/auth-server';
import type { Database } from '@folio/db';
import { formById } from '@folio/order-forms-server';
import type { Logger } from '@folio/server-kit';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { resolveLine, type LineInput, type LineSpec } from './cart-lines.js';
import { sessionUidOf } from './cart-session.js';
import { lineLimits } from './cart-limits.js';
import { cartItems, cartItemVariants, carts, type CartItemRow, type CartRow } from './cart.table.js';
import { cartAwaitsPayment } from '@folio/orders-server';
import { HOLDING_STATUSES } from './stock.js';

const HOLD_MS = HOLD_MINUTES * 60 * 1000;

/** A line the merge could not keep whole: what was asked, what was kept (0: dropped), and why. */
export interface MergeNotice {
  cartId: string;
  orderFormId: string;
  title: string;
  requested: number;
  kept: number;
  /** False when the stock left could not hold the kept quantity: the line stays, unheld, as a lapsed line does. */
  held: boolean;
  reason: string;
}

function inputOf(line: CartItemRow, choices: { productId: string; variantId: string }[]): LineInput {
  return line.productId
    ? { product_id: line.productId, ...(line.variantId ? { variant_id: line.variantId } : {}) }
    : {
        bundle_id: line.bundleId!,
        product_variants: choices.map((c) => ({ product_id: c.productId, variant_id: c.variantId })),
      };
}

/**
 * Joins a visitor session's guest carts to an account, at sign-in and registration. For each
 * form: with no account cart, the guest cart becomes the account's; with one, the guest lines
 * move into it, the same line's quantities adding up. Every line is kept within the form's cap and
 * the per-customer limits (what those cut is returned as a notice, and a line they leave no room
 * for is dropped with one); a line the stock cannot hold is kept unheld, as a lapsed line is, for
 * check-stock to report. The account's own quantities never go down. A cart whose order waits for
 * its payment is never changed: that guest cart waits. One transaction; running it again finds
 * no other guest carts and does nothing.
 */
export async function mergeGuestCarts(
  db: Database,
  { userId, sessionUid, now = new Date() }: { userId: string; sessionUid: string; now?: Date },
): Promise<MergeNotice[]> {
  return db.transaction(async (tx) => {
    const guests = await tx
      .select()
      .from(carts)
      .where(and(isNull(carts.userId), eq(carts.sessionUid, sessionUid), inArray(carts.status, [...HOLDING_STATUSES])))
      .orderBy(asc(carts.id))
      .for('update');
    const notices: MergeNotice[] = [];
    const caller = { userId, sessionUid: null };
    for (const guest of guests) {
      const form = await formById(tx, guest.orderFormId);
      if (!form) continue;
      const [account] = await tx
        .select()
        .from(carts)
        .where(
          and(
            eq(carts.userId, userId),
            eq(carts.orderFormId, guest.orderFormId),
            inArray(carts.status, [...HOLDING_STATUSES]),
          ),
        )
        .limit(1)
        .for('update');
      // The account's cart of this form is being paid: its lines are that order's. The guest cart
      // waits as it is (still this device's, listed beside it) and joins at a later sign-in.
      if (account && account.status === 'pending_order' && (await cartAwaitsPayment(tx, account.id))) continue;
      const target: CartRow = account ?? guest;
      if (!account) await tx.update(carts).set({ userId, updatedAt: now }).where(eq(carts.id, guest.id));

      const lines = await tx
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, guest.id))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      for (const line of lines) {
        const choices = line.bundleId
          ? await tx.select().from(cartItemVariants).where(eq(cartItemVariants.cartItemId, line.id))
          : [];
        let spec: LineSpec;
        try {
          spec = await resolveLine(tx, form, inputOf(line, choices));
        } catch {
          // What the form no longer sells as it was chosen: the line moves as it is.
          if (account) await moveLine(tx, line, account.id, line.quantity, line.heldUntil, now);
          continue;
        }
        const [mine] = account
          ? await tx
              .select()
              .from(cartItems)
              .where(and(eq(cartItems.cartId, account.id), eq(cartItems.lineKey, line.lineKey)))
              .limit(1)
              .for('update')
          : [];
        const requested = (mine?.quantity ?? 0) + line.quantity;
        const limits = await lineLimits(
          tx,
          { cart: target, form, caller, now, exclude: mine ? [mine.id, line.id] : [line.id] },
          spec,
        );
        const kept = Math.max(Math.min(requested, limits.rules), mine?.quantity ?? 0);
        const held = limits.stock === null || kept <= limits.stock;
        const heldUntil = held ? new Date(now.getTime() + HOLD_MS) : now;
        if (kept < requested || !held) {
          notices.push({
            cartId: target.id,
            orderFormId: form.id,
            title: spec.title,
            requested,
            kept,
            held,
            reason: limits.message ?? `${spec.title} is sold out.`,
          });
        }
        if (kept === 0) {
          await tx.delete(cartItems).where(eq(cartItems.id, line.id));
        } else if (mine) {
          await tx
            .update(cartItems)
            .set({ quantity: kept, heldUntil, updatedAt: now })
            .where(eq(cartItems.id, mine.id));
          await tx.delete(cartItems).where(eq(cartItems.id, line.id));
        } else {
          await moveLine(tx, line, target.id, kept, heldUntil, now);
        }
      }
      if (account) {
        await tx
          .update(carts)
          .set({
            message: account.message || guest.message,
            couponId: account.couponId ?? guest.couponId,
            updatedAt: now,
          })
          .where(eq(carts.id, account.id));
        await tx.delete(carts).where(eq(carts.id, guest.id));
      }
    }
    return notices;
  });
}

const moveLine = (tx: Database, line: CartItemRow, cartId: string, quantity: number, heldUntil: Date, now: Date) =>
  tx.update(cartItems).set({ cartId, quantity, heldUntil, updatedAt: now }).where(eq(cartItems.id, line.id));

/**
 * What the reader is told when their guest carts joined the account with changes: one notification
 * (in `/notifications`) listing each line that was capped or could not be held, linking the first
 * cart it concerns.
 */
export function mergeNotice(notices: readonly MergeNotice[]): NotificationInput {
  const lines = notices.map(({ title, requested, kept, held, reason }) =>
    kept < requested
      ? `${title}: ${kept} of ${requested} kept (${reason})`
      : !held
        ? `${title}: kept, but not held (${reason})`
        : `${title}: ${kept}`,
  );
  return {
    kind: 'order_update',
    title: 'Your carts joined your account, with changes',
    body: `${lines.join('; ')}.`,
    url: `/cart/${notices[0]!.cartId}`,
  };
}

/**
 * The sign-in hook the shell gives the identity domain: at every way in, the visitor's guest
 * carts (their `sess_id` cookie's) join the account. What was capped is logged (titles and
 * quantities, never the session id) and told to the reader as a notification.
 */
export function cartSignInHook({
  db,
  now = () => new Date(),
  logger,
}: {
  db: Database;
  now?: () => Date;
  logger?: Logger;
}): SignInHook {
  return async (c: Context<SessionEnv>, user) => {
    const sessionUid = sessionUidOf(c);
    if (!sessionUid) return;
    const at = now();
    const notices = await mergeGuestCarts(db, { userId: user.id, sessionUid, now: at });
    if (notices.length > 0) {
      const log = (c.get('logger') as Logger | undefined) ?? logger;
      log?.info(
        {
          capped: notices.map(({ title, requested, kept, held, reason }) => ({ title, requested, kept, held, reason })),
        },
        'guest cart merged with changes',
      );
      await notify(db, user.id, mergeNotice(notices), at);
    }
  };
}
