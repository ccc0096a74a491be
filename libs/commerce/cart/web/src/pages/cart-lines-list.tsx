import { type Cart, MAX_LINE_QUANTITY, type StockCheckLine } from '@folio/cart-contract';
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
  const lines: CartLine[] = [
    ...cart.items.products.map((item) => ({ kind: 'product' as const, item })),
    ...cart.items.bundles.map((item) => ({ kind: 'bundle' as const, item })),
  ];
  const most = Math.min(MAX_LINE_QUANTITY, cart.order_form.max_quantity_per_order ?? MAX_LINE_QUANTITY);
  return (
    <ul className={styles['lines']} aria-label="Items in your cart">
      {lines.map((line) => (
        <LineRow
          key={line.item.id}
          cart={cart}
          line={line}
          most={most}
          check={stock?.find((each) => each.line_id === line.item.id)}
        />
      ))}
    </ul>
  );
}

function LineRow({ cart, line, most, check }: { cart: Cart; line: CartLine; most: number; check: StockCheckLine | undefined }) {
  const adjust = useAdjustQuantity(cart.id);
  const remove = useRemoveLine(cart.id);
  const { item } = line;
  const currency = cart.order_form.currency;
  const setQuantity = (quantity: number) => adjust.mutate({ line, quantity });
  return (
    <li className={styles['line']}>
      <img className={styles['picture']} src={item.image_url} alt="" width={72} height={96} loading="lazy" />
      <div className={styles['lineDetails']}>
        <p className={styles['lineTitle']}>{item.title}</p>
        {line.kind === 'product' ? (
          line.item.variant_name ? <p className={styles['meta']}>{line.item.variant_name}</p> : null
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
            disabled={item.quantity <= 1}
            onClick={() => setQuantity(item.quantity - 1)}
          >
            −
          </button>
          <output className={styles['quantity']} aria-live="polite" aria-label={`Quantity of ${item.title}`}>
            {item.quantity}
          </output>
          <button
            type="button"
            className={styles['stepButton']}
            aria-label={`Increase quantity of ${item.title}`}
            disabled={item.quantity >= most}
            onClick={() => setQuantity(item.quantity + 1)}
          >
            +
          </button>
        </div>
        <p className={styles['lineTotal']}>{money(item.price_total, currency)}</p>
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
}

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
