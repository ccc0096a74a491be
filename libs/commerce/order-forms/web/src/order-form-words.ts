import { formatMinorUnits } from '@folio/formatting';
import { LOW_STOCK_THRESHOLD, type OrderForm, type StockState } from '@folio/order-forms-contract';

/*
 * What the order form says in words: stock, deposits, instalments, pickup and shipping, and the
 * most one may add. Dates with the platform's Intl (no luxon on this page), in English whatever
 * the browser's language, as elsewhere.
 */

const closeDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** `June 20, 2026`: the form's last day (a calendar day in UTC). */
export function formatCloseDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : closeDay.format(date);
}

/** "Sold out", "Only 3 left" at a few, or nothing worth saying. */
export function stockWords(stock: StockState): string | null {
  if (stock.sold_out) return 'Sold out';
  if (stock.available !== null && stock.available <= LOW_STOCK_THRESHOLD) return `Only ${stock.available} left`;
  return null;
}

/** "Pay a 25% deposit now on orders of $50.00 or more, the rest before June 20, 2026." */
export function depositWords(form: Pick<OrderForm, 'deposit' | 'currency' | 'close_date'>): string | null {
  if (!form.deposit) return null;
  const { percent, min_order_total_minor: minimum } = form.deposit;
  const on = minimum ? ` on orders of ${formatMinorUnits(minimum, form.currency)} or more` : '';
  return `Pay a ${percent}% deposit now${on}, the rest before ${formatCloseDate(form.close_date)}.`;
}

/** "Or spread the balance over up to 3 payments, the last before June 20, 2026." */
export function instalmentWords(form: Pick<OrderForm, 'instalments' | 'deposit' | 'close_date'>): string | null {
  if (!form.instalments) return null;
  const n = form.instalments.max_instalments;
  const what = form.deposit ? 'the balance' : 'your order';
  if (n === 1) return `Pay ${what} in one payment before ${formatCloseDate(form.close_date)}.`;
  return `Spread ${what} over up to ${n} payments, the last before ${formatCloseDate(form.close_date)}.`;
}

/** How the books reach the buyer. */
export function fulfilmentWords(form: Pick<OrderForm, 'fulfilment' | 'event'>): string[] {
  const ways: string[] = [];
  if (form.fulfilment.pickup) {
    ways.push(
      form.event
        ? `Pick up at ${form.event.title}${form.event.location ? `, ${form.event.location}` : ''}.`
        : 'Pick up from the seller.',
    );
  }
  if (form.fulfilment.shipping) ways.push('Shipped to your address (shipping is worked out in your cart).');
  return ways;
}

/**
 * The most one may add at once: what is left, the form's limit per order and the item's limit
 * per customer, whichever is lowest; null when nothing limits it.
 */
export function maxQuantity(
  stock: StockState,
  perCustomerLimit: number | null,
  perOrder: number | null,
): number | null {
  const limits = [stock.available, perCustomerLimit, perOrder].filter((n): n is number => n !== null);
  return limits.length === 0 ? null : Math.min(...limits);
}

/** "1 copy each of A and B", the bundle's contents in a line. */
export function bundleContents(products: ReadonlyArray<{ title: string; quantity: number }>): string {
  const parts = products.map((p) => (p.quantity > 1 ? `${p.quantity} × ${p.title}` : p.title));
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
