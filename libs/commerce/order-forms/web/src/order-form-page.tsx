import { track } from '@folio/analytics/queue';
import { closingCountdown } from '@folio/formatting';
import { orderFormAnalyticsContext, type OrderForm } from '@folio/order-forms-contract';
import { CalendarIcon, ClockIcon, Container, LockIcon, PinIcon, StoreIcon } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { formatEventRange } from './event-time';
import { BundleCard, ProductCard } from './order-form-items';
import { depositWords, fulfilmentWords, instalmentWords } from './order-form-words';
import layout from './order-form-layout.module.css';
import styles from './order-form-page.module.css';

/** What the page hands the cart to add a product (the cart's `useAddToCart().addProduct`). */
export interface AddProductInput {
  orderFormId: string;
  product_id: string;
  variant_id?: string;
  quantity: number;
}

/** What the page hands the cart to add a bundle, with the option chosen for each product that has options. */
export interface AddBundleInput {
  orderFormId: string;
  bundle_id: string;
  product_variants?: { product_id: string; variant_id: string }[];
  quantity: number;
}

export interface OrderFormPageProps {
  /** The form, as its route loader read it (`loadOrderForm`). */
  form: OrderForm;
  /** Adds to the cart and tells the reader how it went; the button is busy until it settles. */
  onAddProduct(input: AddProductInput): Promise<void>;
  onAddBundle(input: AddBundleInput): Promise<void>;
  /** The reader's clock, for tests; the countdown reads it once per render. */
  now?: Date;
}

/** `/orderform/{slug}`: one seller's form, with everything it sells and how paying and pickup work. */
export function OrderFormPage({ form, onAddProduct, onAddBundle, now }: OrderFormPageProps) {
  useOrderFormViewEvent(form);
  const countdown = closingCountdown(form.close_date, { closed: form.closed }, now);
  const closed = countdown === 'Closed';
  return (
    <>
      <OrderFormHeader form={form} countdown={countdown} closed={closed} />
      <Container className={layout['body']}>
        <div className={layout['main']}>
          {form.products.length > 0 ? (
            <section aria-labelledby="order-form-products" className={styles['section']}>
              <h2 id="order-form-products" className={styles['sectionTitle']}>
                Books and more
              </h2>
              <ul className={layout['grid']}>
                {form.products.map((product) => (
                  <li key={product.id} className={layout['cell']}>
                    <ProductCard form={form} product={product} closed={closed} onAdd={onAddProduct} />
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <p className={styles['empty']}>This seller has not added anything to this form yet.</p>
          )}
          {form.bundles.length > 0 ? (
            <section aria-labelledby="order-form-bundles" className={styles['section']}>
              <h2 id="order-form-bundles" className={styles['sectionTitle']}>
                Bundles
              </h2>
              <ul className={layout['grid']}>
                {form.bundles.map((bundle) => (
                  <li key={bundle.id} className={layout['cell']}>
                    <BundleCard form={form} bundle={bundle} closed={closed} onAdd={onAddBundle} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <OrderFormPolicies form={form} />
      </Container>
    </>
  );
}

/**
 * The funnel's first step: one `order_form_view` per view of a form (a visit, or a move to another
 * form), not per render; the ref keeps React's development double effects from counting twice.
 */
function useOrderFormViewEvent(form: OrderForm) {
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (viewed.current === form.id) return;
    viewed.current = form.id;
    track('order_form_view', orderFormAnalyticsContext(form));
  }, [form]);
}

function OrderFormHeader({ form, countdown, closed }: { form: OrderForm; countdown: string; closed: boolean }) {
  const sellerPath = form.seller.kind === 'author' ? '/author/$slug' : '/vendors/$slug';
  return (
    <header className={layout['hero']}>
      <Container className={layout['heroInner']}>
        <p className={styles['kicker']}>
          <StoreIcon className={styles['icon']} />
          <span>{form.event ? 'Signing preorders' : 'Signed books by post'}</span>
        </p>
        <h1 className={styles['title']}>{form.title}</h1>
        <ul className={styles['facts']}>
          <li>
            <span className={styles['factLabel']}>{form.seller.kind === 'author' ? 'Author' : 'Sold by'}</span>
            <Link to={sellerPath} params={{ slug: form.seller.slug }} className={styles['factLink']}>
              {form.seller.name}
            </Link>
          </li>
          {form.event ? (
            <li>
              <CalendarIcon className={styles['icon']} />
              <span>
                <Link to="/event/$slug" params={{ slug: form.event.slug }} className={styles['factLink']}>
                  {form.event.title}
                </Link>
                {' · '}
                <time dateTime={form.event.starts_at}>
                  {formatEventRange(form.event.starts_at, form.event.ends_at, form.event.timezone)}
                </time>
              </span>
            </li>
          ) : null}
          {form.event?.location ? (
            <li>
              <PinIcon className={styles['icon']} />
              <span>{form.event.location}</span>
            </li>
          ) : null}
        </ul>
        <div className={styles['badges']}>
          <span
            className={[styles['countdown'], closed ? styles['countdownClosed'] : undefined].filter(Boolean).join(' ')}
          >
            <ClockIcon className={styles['icon']} />
            {closed ? 'Closed' : countdown}
          </span>
          <span className={styles['badge']}>Prices in {form.currency}</span>
          {form.is_private ? (
            <span className={styles['badge']}>
              <LockIcon className={styles['icon']} />
              Private: only people with this link can see it
            </span>
          ) : null}
        </div>
        {closed ? <p className={styles['closedNote']}>This order form is closed: it no longer takes orders.</p> : null}
      </Container>
    </header>
  );
}

/** Paying, pickup or shipping, the seller's instructions, terms and refund policy. */
function OrderFormPolicies({ form }: { form: OrderForm }) {
  const deposit = depositWords(form);
  const instalments = instalmentWords(form);
  return (
    <aside className={layout['aside']} aria-label="How this order form works">
      <section className={layout['policy']} aria-labelledby="order-form-paying">
        <h2 id="order-form-paying" className={styles['policyTitle']}>
          Paying
        </h2>
        {deposit || instalments ? null : <p>Pay in full when you order.</p>}
        {deposit ? <p>{deposit}</p> : null}
        {form.deposit?.policy ? <p className={styles['fine']}>{form.deposit.policy}</p> : null}
        {instalments ? <p>{instalments}</p> : null}
        {form.instalments?.policy ? <p className={styles['fine']}>{form.instalments.policy}</p> : null}
        {form.max_quantity_per_order !== null ? <p>At most {form.max_quantity_per_order} items per order.</p> : null}
      </section>
      <section className={layout['policy']} aria-labelledby="order-form-getting">
        <h2 id="order-form-getting" className={styles['policyTitle']}>
          Pickup and shipping
        </h2>
        {fulfilmentWords(form).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
      {form.instructions ? <Policy id="order-form-instructions" title="Instructions" text={form.instructions} /> : null}
      {form.terms ? <Policy id="order-form-terms" title="Terms" text={form.terms} /> : null}
      {form.refund_policy ? <Policy id="order-form-refunds" title="Refund policy" text={form.refund_policy} /> : null}
    </aside>
  );
}

function Policy({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section className={layout['policy']} aria-labelledby={id}>
      <h2 id={id} className={styles['policyTitle']}>
        {title}
      </h2>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index} className={styles['fine']}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
