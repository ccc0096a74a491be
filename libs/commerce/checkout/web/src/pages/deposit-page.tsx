import { ResendVerification, useUser } from '@folio/auth';
import type { Cart } from '@folio/cart-contract';
import { CHECKOUT_PAGE_TITLES, checkoutPagePaths, type DepositQuote } from '@folio/checkout-contract';
import { useHttp } from '@folio/http/router';
import { EmptyState, LinkButton, MailIcon } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCheckoutStartEvent } from '../checkout-analytics';
import { depositQuoteQueryOptions } from '../checkout.queries';
import type { RenderPayment } from '../payment-slot';
import { usePlacement, type Placed } from '../use-placement';
import { CartFrame, NothingToPay } from './cart-frame';
import { SummaryPanel } from './cart-panels';
import { PlacePanel } from './checkout-page';
import { CheckBox, LoadError, money, Panel, Skeleton } from './checkout-parts';
import styles from './checkout.module.css';
import { checkDeposit, DepositChoicePanel, instalmentsOffered, type DepositChoice } from './deposit-choice';
import { PendingOrderGate } from './pending-order-gate';
import { PlacedPayment } from './placed-payment';
import { useFulfilment } from './use-fulfilment';

export interface DepositPageProps {
  uid: string;
  renderPayment?: RenderPayment | undefined;
  /** The clock the plan is drawn for (tests pass a fixed one). */
  now?: () => Date;
}

/**
 * `/cart/{uid}/deposit` (title Deposit Payment, login, verified e-mail): the form's deposit policy,
 * the deposit and number of instalments, the plan they make (before paying), then the placement in
 * deposit mode and the payment step.
 */
export function DepositPage({ uid, renderPayment, now = () => new Date() }: DepositPageProps) {
  const user = useUser();
  if (user && !user.email_verified_at) return <UnverifiedNotice />;
  return (
    <CartFrame uid={uid} title={CHECKOUT_PAGE_TITLES.deposit}>
      {(cart) => (
        <PendingOrderGate key={cart.id} cart={cart} renderPayment={renderPayment}>
          <DepositQuoteLoader cart={cart} uid={uid} renderPayment={renderPayment} now={now} />
        </PendingOrderGate>
      )}
    </CartFrame>
  );
}

function UnverifiedNotice() {
  return (
    <EmptyState title="Verify your e-mail to pay a deposit" icon={<MailIcon />} actions={<ResendVerification />}>
      <p>
        A deposit starts a payment plan we keep you informed about by e-mail, so your address must be verified first.
        Open the link we sent you, or send a new one.
      </p>
    </EmptyState>
  );
}

function DepositQuoteLoader({
  cart,
  uid,
  renderPayment,
  now,
}: {
  cart: Cart;
  uid: string;
  renderPayment?: RenderPayment | undefined;
  now: () => Date;
}) {
  const http = useHttp();
  const quote = useQuery(depositQuoteQueryOptions(http, cart.id));
  if (cart.items.products.length + cart.items.bundles.length === 0) return <NothingToPay />;
  if (quote.isError)
    return (
      <LoadError
        title="The deposit policy could not be loaded."
        error={quote.error}
        onRetry={() => void quote.refetch()}
      />
    );
  if (!quote.data) return <Skeleton label="Loading the deposit policy" />;
  if (!quote.data.data) {
    return (
      <EmptyState
        title="This cart cannot be paid by deposit"
        actions={<LinkButton to={checkoutPagePaths.checkout(uid)}>Pay in full</LinkButton>}
      >
        <p>The seller takes no deposit for this order, or its total is under the seller’s minimum for one.</p>
      </EmptyState>
    );
  }
  return <DepositBody cart={cart} uid={uid} quote={quote.data.data} renderPayment={renderPayment} now={now} />;
}

function DepositBody({
  cart,
  uid,
  quote,
  renderPayment,
  now,
}: {
  cart: Cart;
  uid: string;
  quote: DepositQuote;
  renderPayment?: RenderPayment | undefined;
  now: () => Date;
}) {
  const [today] = useState(now);
  const [choice, setChoice] = useState<DepositChoice>({
    amount: (quote.min_deposit_minor / 100).toFixed(2),
    instalments: 1,
  });
  const [terms, setTerms] = useState(false);
  const [policy, setPolicy] = useState(false);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const fulfilment = useFulfilment(cart, uid);
  const placement = usePlacement(cart.id);
  const userId = useUser()?.id ?? null;
  useCheckoutStartEvent(cart, 'deposit', userId);
  if (placed) return <PlacedPayment cart={cart} placed={placed} renderPayment={renderPayment} />;
  const deposit = checkDeposit(quote, choice.amount).minor;
  const offered = deposit === null ? 0 : instalmentsOffered(quote, deposit, today);
  const balance = deposit === null ? 0 : quote.total_minor - deposit;
  const missing =
    deposit === null
      ? 'Enter a deposit the policy allows.'
      : balance > 0 && offered === 0
        ? 'Choose a larger deposit.'
        : (fulfilment.missing ?? (policy ? null : 'Accept the deposit policy.'));
  const place = () => {
    if (deposit === null) return;
    placement.place(
      {
        mode: 'deposit',
        deposit_minor: deposit,
        ...(balance > 0 ? { instalments: Math.min(Math.max(choice.instalments, 1), offered) } : {}),
        accept_terms: true,
        accept_deposit_policy: true,
        ...fulfilment.order,
      },
      setPlaced,
    );
  };
  return (
    <div className={styles['layout']}>
      <div className={styles['main']}>
        <PolicyPanel quote={quote} />
        <DepositChoicePanel quote={quote} choice={choice} onChange={setChoice} now={today} />
        {fulfilment.panels}
        <PlacePanel
          terms={terms}
          onTerms={setTerms}
          missing={missing}
          pending={placement.pending}
          refusal={placement.refusal}
          onPlace={place}
          label="Place order and pay deposit"
        >
          <CheckBox checked={policy} onChange={setPolicy}>
            I accept the deposit policy and the payment plan above.
          </CheckBox>
        </PlacePanel>
      </div>
      <aside className={styles['aside']} aria-label="Your order">
        <SummaryPanel cart={cart} ships={fulfilment.ships} />
      </aside>
    </div>
  );
}

function PolicyPanel({ quote }: { quote: DepositQuote }) {
  return (
    <Panel title="Deposit policy">
      <dl className={styles['totals']}>
        <dt>Minimum deposit</dt>
        <dd>
          {quote.percent}% ({money(quote.min_deposit_minor, quote.currency)})
        </dd>
        <dt>Minimum order total for a deposit</dt>
        <dd>{money(quote.min_order_total_minor, quote.currency)}</dd>
        <dt>Most instalments</dt>
        <dd>{quote.max_instalments}</dd>
      </dl>
      {quote.policy ? <div className={styles['policy']}>{quote.policy}</div> : null}
      {quote.instalment_policy ? <div className={styles['policy']}>{quote.instalment_policy}</div> : null}
    </Panel>
  );
}
