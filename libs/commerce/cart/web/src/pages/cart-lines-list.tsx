import {
  type Cart,
  type CartBundleItem,
  type CartProductItem,
  MAX_LINE_QUANTITY,
  type StockCheckLine,
} from '@folio/cart-contract';
import { memo, useMemo, useState } from 'react';
import { useAdjustQuantity, useRemoveLine } from '../cart.mutations';
import type { CartLine } from '../cart-lines';
import { holdTime, money } from './cart-parts';
import styles from './cart.module.css';

const STOCK_WORDS: Record<StockCheckLine['status'], string> = {
  held: 'Held for you',
  renewed: 'Held again for you',
  short: 'Not enough left',
  sold_out: 'Sold out',
};

/** The cart's products and bundles, each with its stepper and a way to remove it. */
export function CartLines({ cart, stock }: { cart: Cart; stock: StockCheckLine[] | null }) {
  const most = Math.min(MAX_LINE_QUANTITY, cart.order_form.max_quantity_per_order ?? MAX_LINE_QUANTITY);
  const row = (kind: CartLine['kind'], item: CartProductItem | CartBundleItem) => (
    <LineRow
      key={item.id}
      cartId={cart.id}
      currency={cart.order_form.currency}
      kind={kind}
      item={item}
      most={most}
      check={stock?.find((each) => each.line_id === item.id)}
    />
  );
  return (
    <ul className={styles['lines']} aria-label="Items in your cart">
      {cart.items.products.map((item) => row('product', item))}
      {cart.items.bundles.map((item) => row('bundle', item))}
    </ul>
  );
}

interface LineRowProps {
  cartId: string;
  currency: string;
  kind: CartLine['kind'];
  item: CartProductItem | CartBundleItem;
  most: number;
  check: StockCheckLine | undefined;
}

/**
 * One line. Memoised: a stepper's change gives only its own line a new item (`withLineQuantity`),
 * so the other lines are not drawn again before the change paints (quality bar F10).
 */
const LineRow = memo(function LineRow({ cartId, currency, kind, item: lineItem, most, check }: LineRowProps) {
  const adjust = useAdjustQuantity(cartId);
  const remove = useRemoveLine(cartId);
  const line = useMemo(() => ({ kind, item: lineItem }) as CartLine, [kind, lineItem]);
  const { item } = line;
  // The stepper's new quantity, drawn in the click's own render; it gives way as soon as the cart
  // (the optimistic view, then the server's answer or the rollback) brings this line anew.
  const [stepped, setStepped] = useState<{ quantity: number; over: typeof lineItem } | null>(null);
  const quantity = stepped && stepped.over === lineItem ? stepped.quantity : item.quantity;
  const setQuantity = (next: number) => {
    setStepped({ quantity: next, over: lineItem });
    adjust.mutate({ line, quantity: next });
  };
  return (
    <li className={styles['line']}>
      <img className={styles['picture']} src={item.image_url} alt="" width={72} height={96} loading="lazy" />
      <div className={styles['lineDetails']}>
        <p className={styles['lineTitle']}>{item.title}</p>
        {line.kind === 'product' ? (
          line.item.variant_name ? (
            <p className={styles['meta']}>{line.item.variant_name}</p>
          ) : null
        ) : (
          <ul className={styles['variants']} aria-label={`Chosen for ${item.title}`}>
            {line.item.product_variants.map((choice) => (
              <li key={choice.product_id}>
                {choice.product_title}: {choice.variant_name}
              </li>
            ))}
          </ul>
        )}
        <p className={styles['meta']}>{money(item.unit_price_minor, currency)} each</p>
        <LineHoldNote line={line} check={check} />
      </div>
      <div className={styles['lineControls']}>
        <div className={styles['stepper']} role="group" aria-label={`Quantity of ${item.title}`}>
          <button
            type="button"
            className={styles['stepButton']}
            aria-label={`Decrease quantity of ${item.title}`}
            // Unavailable at the ends, not disabled: the focus stays on the button.
            aria-disabled={quantity <= 1 || undefined}
            onClick={() => {
              if (quantity > 1) setQuantity(quantity - 1);
            }}
          >
            −
          </button>
          <output className={styles['quantity']} aria-live="polite" aria-label={`Quantity of ${item.title}`}>
            {quantity}
          </output>
          <button
            type="button"
            className={styles['stepButton']}
            aria-label={`Increase quantity of ${item.title}`}
            aria-disabled={quantity >= most || undefined}
            onClick={() => {
              if (quantity < most) setQuantity(quantity + 1);
            }}
          >
            +
          </button>
        </div>
        <p className={styles['lineTotal']}>{money(item.unit_price_minor * quantity, currency)}</p>
        <button
          type="button"
          className={styles['remove']}
          aria-label={`Remove ${item.title}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate(line)}
        >
          Remove
        </button>
      </div>
    </li>
  );
});

/** How the line's units stand: the last stock check's word for it, else its hold. */
function LineHoldNote({ line, check }: { line: CartLine; check: StockCheckLine | undefined }) {
  if (check) {
    const detail =
      check.status === 'short'
        ? ` (only ${check.available} left)`
        : check.held_until
          ? ` until ${holdTime(check.held_until)}`
          : '';
    return (
      <p className={styles['hold']} data-status={check.status}>
        {STOCK_WORDS[check.status]}
        {detail}
      </p>
    );
  }
  const { hold } = line.item;
  return (
    <p className={styles['hold']} data-status={hold.active ? 'held' : 'lapsed'}>
      {hold.active ? `Held until ${holdTime(hold.held_until)}` : 'Hold expired: check stock to hold it again'}
    </p>
  );
}
