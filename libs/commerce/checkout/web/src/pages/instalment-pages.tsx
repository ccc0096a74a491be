import { CHECKOUT_PAGE_TITLES, checkoutPagePaths } from '@folio/checkout-contract';
import { errorMessage, errorStatus } from '@folio/http';
import { useHttp } from '@folio/http/router';
import { orderPagePaths, type InstalmentDetail, type PayInstalmentResponse } from '@folio/orders-contract';
import { Button, EmptyState, LinkButton, PageBody, PageHeading } from '@folio/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { payInstalment } from '../checkout.api';
import { checkoutKeys, instalmentQueryOptions, PAYMENT_POLL_MS } from '../checkout.queries';
import { useAttemptKeys } from '../idempotency';
import type { RenderPayment } from '../payment-slot';
import { day, LoadError, money, Panel, Skeleton } from './checkout-parts';
import styles from './checkout.module.css';
import { OrderMoney } from './order-status';
import { PaymentStep } from './payment-step';

/** An instalment page's frame: the header, then the instalment once read, a not-found state or an error. */
function InstalmentFrame({
  id,
  title,
  poll = false,
  children,
}: {
  id: string;
  title: string;
  poll?: boolean;
  children: (detail: InstalmentDetail) => ReactNode;
}) {
  const http = useHttp();
  const query = useQuery({
    ...instalmentQueryOptions(http, id),
    refetchInterval: (state) =>
      poll && state.state.data?.data.instalment.status === 'scheduled' ? PAYMENT_POLL_MS : false,
  });
  return (
    <>
      <PageHeading title={title} eyebrow={query.data?.data.order.seller.name} />
      <PageBody>
        {query.data ? (
          children(query.data.data)
        ) : query.isError ? (
          errorStatus(query.error) === 404 ? (
            <EmptyState
              title="This instalment could not be found"
              actions={<LinkButton to={orderPagePaths.byEvent}>Your orders</LinkButton>}
            >
              <p>It may belong to another reader, or the link is mistyped.</p>
            </EmptyState>
          ) : (
            <LoadError
              title="The instalment could not be loaded."
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          )
        ) : (
          <Skeleton label="Loading the instalment" />
        )}
      </PageBody>
    </>
  );
}

/** `/checkout/installment/{id}`: pay one instalment before its due date, with a saved method or a new card. */
export function InstalmentPayPage({ id, renderPayment }: { id: string; renderPayment?: RenderPayment | undefined }) {
  return (
    <InstalmentFrame id={id} title="Pay an instalment early">
      {(detail) => <InstalmentPay id={id} detail={detail} renderPayment={renderPayment} />}
    </InstalmentFrame>
  );
}

function InstalmentPay({
  id,
  detail: { instalment, order },
  renderPayment,
}: {
  id: string;
  detail: InstalmentDetail;
  renderPayment?: RenderPayment | undefined;
}) {
  const http = useHttp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keys = useAttemptKeys();
  const [payment, setPayment] = useState<PayInstalmentResponse['data']['payment'] | null>(null);
  const start = useMutation({
    mutationFn: (key: string) => payInstalment(http, id, key),
    onSuccess: ({ data }) => {
      keys.settle();
      setPayment(data.payment);
    },
    onError: (error) => keys.settle(error),
  });
  const payable = instalment.status === 'scheduled' || instalment.status === 'failed';
  const summary = (
    <dl className={styles['totals']}>
      <dt>Instalment</dt>
      <dd>{instalment.sequence}</dd>
      <dt>Amount</dt>
      <dd>{money(instalment.amount_minor, order.currency)}</dd>
      <dt>Due</dt>
      <dd>{day(instalment.due_date)}</dd>
      <dt>Order</dt>
      <dd>{order.order_number}</dd>
    </dl>
  );
  if (payment) {
    const onPaid = async () => {
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.instalment(id) });
      await navigate({ href: checkoutPagePaths.instalmentSuccess(id) });
    };
    return <PaymentStep payment={payment} renderPayment={renderPayment} detail={summary} onPaid={onPaid} />;
  }
  return (
    <Panel title={`Instalment ${instalment.sequence} of order ${order.order_number}`}>
      {summary}
      {payable ? (
        <>
          {start.isError ? (
            <p role="alert" className={styles['outcome']} data-tone="error">
              {errorMessage(start.error, 'The payment could not be started. Try again.')}
            </p>
          ) : null}
          <div>
            <Button onClick={() => start.mutate(keys.keyFor({ instalment: id }))} disabled={start.isPending}>
              {start.isPending ? 'Starting…' : `Pay ${money(instalment.amount_minor, order.currency)} now`}
            </Button>
          </div>
        </>
      ) : (
        <p role="status">This instalment is {instalment.status}: there is nothing to pay on it.</p>
      )}
      <LinkButton to={orderPagePaths.paymentPlan(order.order_number)} variant="ghost">
        See the payment plan
      </LinkButton>
    </Panel>
  );
}

/** `/checkout/installment/{id}/success` (title 'Payment Installment Successfully Paid'): asked again until the payment is in. */
export function InstalmentPaidPage({ id }: { id: string }) {
  return (
    <InstalmentFrame id={id} title={CHECKOUT_PAGE_TITLES.instalmentSuccess} poll>
      {({ instalment, order }) =>
        instalment.status === 'paid' ? (
          <Panel title={`Instalment ${instalment.sequence} is paid`}>
            <p>
              You paid {money(instalment.amount_minor, order.currency)}
              {instalment.paid_at ? ` on ${day(instalment.paid_at)}` : ''}.
            </p>
            <OrderMoney order={order} />
            <div className={styles['row']}>
              <LinkButton to={orderPagePaths.order(order.order_number)}>See your order</LinkButton>
              <LinkButton to={orderPagePaths.byEvent} variant="secondary">
                Your orders by event
              </LinkButton>
            </div>
          </Panel>
        ) : instalment.status === 'scheduled' ? (
          <Panel title={`Instalment ${instalment.sequence}`}>
            <p role="status">Waiting for your payment to be confirmed by the payment provider…</p>
          </Panel>
        ) : (
          <Panel title={`Instalment ${instalment.sequence}`}>
            <p role="alert">This instalment is {instalment.status}.</p>
            <LinkButton to={checkoutPagePaths.instalment(id)}>Try paying again</LinkButton>
          </Panel>
        )
      }
    </InstalmentFrame>
  );
}
