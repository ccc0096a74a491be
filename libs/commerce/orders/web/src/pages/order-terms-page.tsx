import { useHttp } from '@folio/http/router';
import { useQuery } from '@tanstack/react-query';
import { formatMoment } from '../order-words';
import { orderTermsQueryOptions } from '../orders.queries';
import { LoadFailed, RowsSkeleton } from './order-parts';
import styles from './orders.module.css';

function Term({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <section className={styles['card']} aria-label={title}>
      <h2 className={styles['rowTitle']}>{title}</h2>
      <p className={styles['prose']}>{text}</p>
    </section>
  );
}

/** `/order/{order_number}/terms`: the terms as the buyer accepted them, and when (a later edit of the form changes nothing here). */
export function OrderTermsPage({ orderNumber }: { orderNumber: string }) {
  const http = useHttp();
  const query = useQuery(orderTermsQueryOptions(http, orderNumber));
  if (query.isPending) return <RowsSkeleton label="Loading the terms" rows={2} />;
  if (query.isError) return <LoadFailed what="the terms" error={query.error} onRetry={() => void query.refetch()} />;
  const terms = query.data.data;
  return (
    <>
      <p>
        You accepted these terms on <strong>{formatMoment(terms.accepted_at)}</strong>. They are kept as they read then.
      </p>
      <Term title="Terms of sale" text={terms.terms} />
      <Term title="Refund policy" text={terms.refund_policy} />
      <Term title="Deposit policy" text={terms.deposit_policy} />
      <Term title="Instalment policy" text={terms.instalment_policy} />
    </>
  );
}
