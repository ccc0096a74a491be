import { layoutStyles as shared, Section } from '@folio/catalog-kit';
import type { EventDetail } from '@folio/events-contract';
import { Container, EmptyState, LinkButton, StoreIcon } from '@folio/ui-kit';
import type { ReactNode } from 'react';
import { OrderFormList } from './order-form-card';
import { attendanceWords } from './event-attendance';
import styles from './event-page.module.css';

export interface EventStoreProps {
  event: EventDetail;
  /** Commerce components the shell composes under the order forms (the catalog cannot import them). */
  children?: ReactNode;
  now?: Date;
}

/** The store view of an event: every public order form for it, open ones first. */
export function EventStore({ event, children, now }: EventStoreProps) {
  const forms = [...event.order_forms].sort((a, b) => Number(a.closed) - Number(b.closed));
  const open = forms.filter((form) => !form.closed).length;
  return (
    <Container className={shared['pageBody']}>
      <Section
        title="Order forms"
        id="event-store"
        action={
          <span className={styles['storeCount']}>
            {open === forms.length ? `${forms.length} open` : `${open} of ${forms.length} open`}
          </span>
        }
      >
        <p className={styles['storeIntro']}>
          Each author and vendor at {event.title} takes preorders on their own form. Order signed copies ahead, pay a
          deposit where offered, and pick everything up at their table. Prices are in {event.currency} unless a form
          says otherwise.
        </p>
        {forms.length > 0 ? (
          <OrderFormList forms={forms} context="seller" now={now} />
        ) : (
          <EmptyState
            title="No order forms yet"
            headingLevel={3}
            icon={<StoreIcon />}
            actions={
              <LinkButton to="/event/$slug" params={{ slug: event.slug }} variant="secondary">
                {attendanceWords(event).seeReaders}
              </LinkButton>
            }
          >
            <p>The authors at this event have not opened their preorders yet. Save the event to find it again.</p>
          </EmptyState>
        )}
      </Section>
      {children}
    </Container>
  );
}
