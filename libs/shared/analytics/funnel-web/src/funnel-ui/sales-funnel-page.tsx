import type { FormFunnel, FunnelSeller, SellerFunnel } from '@folio/analytics-contract';
import { AccountPageHeader } from '@folio/auth';
import { errorMessage } from '@folio/http';
import { useHttp } from '@folio/http/router';
import { Button, EmptyState, InlineError, LinkButton, StoreIcon } from '@folio/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { FunnelPeriod } from '../funnel/funnel.api';
import { sellerFunnelQueryOptions } from '../funnel/funnel.queries';
import { FUNNEL_STEPS, formatShare, hasActivity, stepsOf } from '../funnel/funnel-steps';
import styles from './sales-funnel.module.css';

// Chart.js arrives in its own chunk, only on this page, once there is something to draw.
const FunnelChart = lazy(() => import('./funnel-chart'));

/** The periods the page offers, in days back from today (UTC), today included. */
export const FUNNEL_PERIODS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 12 months' },
] as const;
const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

/** The query period for "the last `days` days": the server's default for 30, explicit days otherwise. */
export function periodOf(days: number, now: Date = new Date()): FunnelPeriod {
  if (days === DEFAULT_DAYS) return {};
  const day = (at: number) => new Date(at).toISOString().slice(0, 10);
  return { from: day(now.getTime() - (days - 1) * DAY_MS), to: day(now.getTime()) };
}

/** Where a seller's public forms are listed: their stores page. */
const storesHref = (seller: FunnelSeller) =>
  seller.kind === 'author' ? `/author/${seller.slug}/stores` : `/vendors/${seller.slug}/stores`;
// Spec section 9's short date ('Jan 5, 2024'), without luxon: the days are UTC calendar days.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayText = (day: string) => shortDate.format(new Date(`${day}T12:00:00Z`));

/** The page's first draw while the funnel loads: the shape of a card or two. */
export function SalesFunnelSkeleton() {
  return (
    <div className={styles['skeleton']} role="status" aria-live="polite" aria-label="Loading your sales funnel…">
      <div className={styles['skeletonBlock']} />
      <div className={styles['skeletonBlock']} />
    </div>
  );
}

/**
 * `/account/analytics`: for each order form of the authors and vendors the seller manages, its
 * funnel over a period (views, added to cart, checkouts, paid, with the conversion from each step
 * to the next) as a chart and as a table. Checkouts and paid orders stay at 0 until checkout exists.
 */
export function SalesFunnelPage() {
  const http = useHttp();
  const [days, setDays] = useState<number>(DEFAULT_DAYS);
  const query = useQuery({ ...sellerFunnelQueryOptions(http, periodOf(days)), placeholderData: keepPreviousData });

  return (
    <>
      <AccountPageHeader
        title="Sales funnel"
        description="How visitors move through your order forms: views, adds to cart, checkouts and paid orders."
      />
      <div className={styles['toolbar']} role="group" aria-label="Period">
        {FUNNEL_PERIODS.map((period) => (
          <Button
            key={period.days}
            size="sm"
            variant={period.days === days ? 'primary' : 'secondary'}
            aria-pressed={period.days === days}
            onClick={() => setDays(period.days)}
          >
            {period.label}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <SalesFunnelSkeleton />
      ) : query.isError ? (
        <InlineError
          title="We couldn't load your sales funnel."
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <FunnelBody funnel={query.data} />
      )}
    </>
  );
}

function FunnelBody({ funnel }: { funnel: SellerFunnel }) {
  const { from, to, sellers, forms } = funnel.data;
  const period = `${dayText(from)} to ${dayText(to)}`;
  if (sellers.length === 0) {
    return (
      <EmptyState icon={<StoreIcon />} title="No seller to show yet">
        Your account isn't linked to an author or vendor page yet. Once it is, the funnel of every order form you sell
        through shows here.
      </EmptyState>
    );
  }
  if (!hasActivity(forms)) {
    return (
      <EmptyState
        icon={<StoreIcon />}
        title="No activity yet"
        actions={sellers.map((seller) => (
          <LinkButton key={`${seller.kind}:${seller.slug}`} to={storesHref(seller)} variant="secondary">
            {sellers.length === 1 ? 'See your order forms' : `See ${seller.name}'s order forms`}
          </LinkButton>
        ))}
      >
        Nobody has viewed your order forms from {period}. Share a form's link and the views, adds to cart and orders
        show here.
      </EmptyState>
    );
  }
  const active = forms.filter((form) => Object.values(form.counts).some((n) => n > 0));
  return (
    <>
      <p className={styles['period']}>{period} (UTC)</p>
      <ul className={styles['forms']} aria-label="Funnel per order form">
        {active.map((form) => (
          <li key={form.order_form_id} className={styles['card']}>
            <h2 className={styles['cardTitle']}>{form.title}</h2>
            <Suspense fallback={<div className={styles['chart']} />}>
              <FunnelChart title={form.title} steps={stepsOf(form)} />
            </Suspense>
          </li>
        ))}
      </ul>
      <FunnelTable forms={forms} period={period} />
    </>
  );
}

/** Every number of the charts, for every form (those with no activity too). */
function FunnelTable({ forms, period }: { forms: readonly FormFunnel[]; period: string }) {
  return (
    <div className={styles['tableWrap']}>
      <table className={styles['table']}>
        <caption>Funnel by order form, {period}</caption>
        <thead>
          <tr>
            <th scope="col">Order form</th>
            {FUNNEL_STEPS.map((step) => (
              <th key={step.action} scope="col">
                {step.label}
              </th>
            ))}
            <th scope="col">Views to paid</th>
          </tr>
        </thead>
        <tbody>
          {forms.map((form) => {
            const steps = stepsOf(form);
            const views = form.counts.order_form_view;
            return (
              <tr key={form.order_form_id}>
                <th scope="row">{form.title}</th>
                {steps.map((step) => (
                  <td key={step.label}>
                    {step.count}
                    {step.ofPrevious === null ? null : (
                      <span className={styles['share']}>{formatShare(step.ofPrevious)}</span>
                    )}
                  </td>
                ))}
                <td>{formatShare(views ? form.counts.order_paid / views : null)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
