import { browserStorage, knownCountry } from '@folio/geolocation';
import type { Cart, StockCheckLine } from '@folio/cart-contract';
import { useHttp } from '@folio/http/router';
import { Button, Select, TextArea } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { memo, useState, type FormEvent } from 'react';
import { useCheckStock, useSaveMessage } from '../cart.mutations';
import { shippingOptionsQueryOptions } from '../cart.queries';
import { refusalMessage } from '../cart-notices';
import { money } from './cart-parts';
import { Outcome, Panel, type OutcomeState } from './cart-panel';
import styles from './cart.module.css';
import { OrderSummaryRows } from './order-summary-rows';

/** The cart page's summary: what an order of this cart would come to now, and where the books are picked up. */
export function OrderPreview({ cart }: { cart: Cart }) {
  return (
    <Panel title="Order summary">
      <OrderSummaryRows cart={cart} withDeposit />
      {cart.order_form.fulfilment.pickup ? <p className={styles['meta']}>Pick up at the signing.</p> : null}
    </Panel>
  );
}

/**
 * The message to the seller (a dedication, a name to sign to), saved on the cart. The side panels
 * take only what they show, and are memoised: a stepper's change does not draw them again.
 */
export const MessageBox = memo(function MessageBox({
  cartId,
  saved,
  sellerName,
}: {
  cartId: string;
  saved: string;
  sellerName: string;
}) {
  const save = useSaveMessage(cartId);
  const [message, setMessage] = useState(saved);
  const [outcome, setOutcome] = useState<OutcomeState>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    save.mutate(message, {
      onSuccess: () => setOutcome({ tone: 'ok', text: 'Message saved.' }),
      onError: (error) => setOutcome({ tone: 'error', text: refusalMessage(error, 'The message could not be saved.') }),
    });
  };
  return (
    <form className={styles['messageForm']} onSubmit={submit}>
      <TextArea
        id="cart_message"
        label={`Message to ${sellerName}`}
        hint="Who to sign to, a dedication, anything the seller should know."
        value={message}
        maxLength={2000}
        rows={3}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className={styles['row']}>
        <Button type="submit" variant="secondary" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save message'}
        </Button>
        <Outcome outcome={outcome} />
      </div>
    </form>
  );
});

/** Holds every line's units again where stock allows, and says line by line how they stand. */
export const StockCheck = memo(function StockCheck({
  cartId,
  onChecked,
}: {
  cartId: string;
  onChecked: (lines: StockCheckLine[]) => void;
}) {
  const check = useCheckStock(cartId);
  const [outcome, setOutcome] = useState<OutcomeState>(null);
  return (
    <Panel title="Stock">
      <p className={styles['meta']}>Adding holds your books for a while. Check to hold them again.</p>
      <Button
        variant="secondary"
        size="sm"
        disabled={check.isPending}
        onClick={() =>
          check.mutate(undefined, {
            onSuccess: ({ data, message }) => {
              onChecked(data.lines);
              setOutcome({
                tone: data.ok ? 'ok' : 'error',
                text: message ?? (data.ok ? 'Everything in your cart is held for you.' : 'Some items are short.'),
              });
            },
            onError: (error) =>
              setOutcome({ tone: 'error', text: refusalMessage(error, 'Stock could not be checked.') }),
          })
        }
      >
        {check.isPending ? 'Checking…' : 'Check stock'}
      </Button>
      <Outcome outcome={outcome} />
    </Panel>
  );
});

/** Countries shipping rates are asked for; a form without its own rate for one uses its default. */
const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'IE', label: 'Ireland' },
  { value: 'AU', label: 'Australia' },
  { value: 'NZ', label: 'New Zealand' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'NL', label: 'Netherlands' },
  { value: 'ES', label: 'Spain' },
  { value: 'IT', label: 'Italy' },
];

const OFFERED = new Set(COUNTRIES.map((country) => country.value));

/**
 * The reader's country when the device already knows it (a fresh cached location, else the time
 * zone; no request, no prompt) and rates are offered for it; else none, and the reader picks.
 */
function suggestedCountry(): string {
  const country = knownCountry({ storage: browserStorage() });
  return country && OFFERED.has(country) ? country : '';
}

/** The form's shipping rates for the reader's country, preselected when known, or one they pick (only for forms that ship). */
export const ShippingBox = memo(function ShippingBox({ cartId, currency }: { cartId: string; currency: string }) {
  const http = useHttp();
  const [country, setCountry] = useState(suggestedCountry);
  const options = useQuery({ ...shippingOptionsQueryOptions(http, cartId, country || 'US'), enabled: country !== '' });
  return (
    <Panel title="Shipping">
      <Select
        id="shipping_country"
        label="Ship to"
        options={COUNTRIES}
        value={country}
        onChange={(event) => setCountry(event.target.value)}
      />
      {country === '' ? null : options.data ? (
        options.data.data.length === 0 ? (
          <p className={styles['meta']}>This seller does not ship there.</p>
        ) : (
          <ul className={styles['shippingList']} aria-label="Shipping options">
            {options.data.data.map((option) => (
              <li key={option.id}>
                <span>{option.name}</span> <strong>{money(option.price_minor, currency)}</strong>
              </li>
            ))}
          </ul>
        )
      ) : options.isError ? (
        <Outcome
          outcome={{ tone: 'error', text: refusalMessage(options.error, 'Shipping rates could not be loaded.') }}
        />
      ) : (
        <div role="status" aria-label="Loading shipping options" className={styles['skeletonBlock']} />
      )}
    </Panel>
  );
});
