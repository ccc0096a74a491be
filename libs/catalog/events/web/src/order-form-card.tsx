import { orderFormHref, plural } from '@folio/catalog-kit';
import type { OrderFormSummary } from '@folio/events-contract';
import { closingCountdown, formatMinorUnits, formatMinorUnitsRange } from '@folio/formatting';
import { peoplePaths } from '@folio/people-contract';
import { AnchorButton, ArrowRightIcon, ClockIcon, StoreIcon } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import styles from './order-form-card.module.css';

/** "$18.00 – $105.50 USD", one price when they are equal, or nothing when the form has no products yet. */
export function priceRange(
  form: Pick<OrderFormSummary, 'price_min_minor' | 'price_max_minor' | 'currency'>,
): string | null {
  const { price_min_minor: min, price_max_minor: max, currency } = form;
  if (min === null && max === null) return null;
  return formatMinorUnitsRange(min ?? (max as number), max ?? (min as number), currency);
}

/** "25% deposit on orders from $75.00 USD", or null when the form takes full payment only. */
export function depositTerms(form: OrderFormSummary): string | null {
  if (!form.deposit_available) return null;
  const share = form.deposit_percent !== null ? `${form.deposit_percent}% deposit` : 'Deposit';
  return form.min_deposit_total_minor
    ? `${share} on orders from ${formatMinorUnits(form.min_deposit_total_minor, form.currency)}`
    : `${share} available`;
}

export interface OrderFormCardProps {
  form: OrderFormSummary;
  /** `seller` on an event's store (who sells), `event` on a seller's stores (for which event). */
  context: 'seller' | 'event';
  /** The reader's clock, for tests; the countdown reads it once per render. */
  now?: Date;
}

/**
 * One order form: who sells it (on an event's store) or for which event (on a seller's stores),
 * when it closes, the price range, the deposit terms and the way in. The page already names the
 * other side, so the form's own title ("{seller} at {event}") is not repeated on the card.
 */
export function OrderFormCard({ form, context, now }: OrderFormCardProps) {
  const countdown = closingCountdown(form.close_date, { closed: form.closed }, now);
  const closed = countdown === 'Closed';
  const prices = priceRange(form);
  const deposit = depositTerms(form);
  const sellerPath = form.seller.kind === 'author' ? '/author/$slug' : '/vendors/$slug';
  return (
    <article className={[styles['card'], closed ? styles['closed'] : undefined].filter(Boolean).join(' ')}>
      <header className={styles['header']}>
        {context === 'seller' ? (
          <img
            className={styles['avatar']}
            src={peoplePaths.avatar(form.seller.id)}
            alt=""
            width={48}
            height={48}
            loading="lazy"
          />
        ) : null}
        <div className={styles['who']}>
          <h3 className={styles['name']}>
            {context === 'seller' ? (
              <Link to={sellerPath} params={{ slug: form.seller.slug }} className={styles['nameLink']}>
                {form.seller.name}
              </Link>
            ) : form.event ? (
              <Link to="/event/$slug" params={{ slug: form.event.slug }} className={styles['nameLink']}>
                {form.event.title}
              </Link>
            ) : (
              'Direct sales'
            )}
          </h3>
          <span className={styles['kind']}>
            {context === 'seller'
              ? form.seller.kind === 'author'
                ? 'Author'
                : 'Vendor'
              : form.event
                ? 'Event store'
                : 'Ships to you'}
          </span>
        </div>
      </header>
      <dl className={styles['facts']}>
        <div>
          <dt>Prices</dt>
          <dd>{prices ?? 'Products coming soon'}</dd>
        </div>
        <div>
          <dt>Products</dt>
          <dd>{plural(form.product_count, 'item')}</dd>
        </div>
      </dl>
      <div className={styles['badges']}>
        <span
          className={[styles['countdown'], closed ? styles['countdownClosed'] : undefined].filter(Boolean).join(' ')}
        >
          <ClockIcon className={styles['badgeIcon']} />
          {closed ? 'Closed' : countdown}
        </span>
        {deposit ? <span className={styles['deposit']}>{deposit}</span> : null}
      </div>
      <AnchorButton
        className={styles['cta']}
        href={orderFormHref(form.slug)}
        variant={closed ? 'secondary' : 'primary'}
        block
      >
        <StoreIcon className={styles['badgeIcon']} />
        <span>{closed ? 'View order form' : 'Preorder signed books'}</span>
        <span className="visually-hidden">
          {context === 'seller' ? ` from ${form.seller.name}` : ` for ${form.event?.title ?? 'direct sales'}`}
        </span>
        <ArrowRightIcon className={styles['badgeIcon']} />
      </AnchorButton>
    </article>
  );
}

/** Order forms as a list of cards. */
export function OrderFormList({
  forms,
  context,
  now,
}: {
  forms: readonly OrderFormSummary[];
  context: 'seller' | 'event';
  now?: Date;
}) {
  return (
    <ul className={styles['list']}>
      {forms.map((form) => (
        <li key={form.id} className={styles['cell']}>
          <OrderFormCard form={form} context={context} now={now} />
        </li>
      ))}
    </ul>
  );
}
