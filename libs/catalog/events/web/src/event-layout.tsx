import { Chip, SectionTabs } from '@folio/catalog-kit';
import type { EventDetail } from '@folio/events-contract';
import { SaveButton } from '@folio/saved';
import { ArrowLeftIcon, CalendarIcon, Container, LinkButton, PinIcon, VideoIcon } from '@folio/ui-kit';
import { Link, Outlet } from '@tanstack/react-router';
import { attendanceWords } from './event-attendance';
import { eventPlace } from './event-format';
import { formatEventRange } from './event-time';
import styles from './event-page.module.css';

/** The frame of /event/{slug}: cover, title, when and where, save, and the tabs of its three views. */
export function EventLayout({ event }: { event: EventDetail }) {
  const openForms = event.order_forms.filter((form) => !form.closed).length;
  return (
    <>
      <header className={styles['hero']}>
        <Container className={styles['heroInner']}>
          <Link to="/events" className={styles['back']}>
            <ArrowLeftIcon />
            <span>All events</span>
          </Link>
          <div className={styles['heroGrid']}>
            <img className={styles['poster']} src={event.cover_url} alt="" width={400} height={600} />
            <div className={styles['heroText']}>
              <div className={styles['chips']}>
                <Chip tone="accent">{event.category.name}</Chip>
                {event.is_virtual ? <Chip>Virtual</Chip> : null}
                {event.status === 'past' ? <Chip tone="muted">Past event</Chip> : null}
                {event.status === 'ongoing' ? <Chip tone="gold">Happening now</Chip> : null}
              </div>
              <h1 className={styles['title']}>{event.title}</h1>
              <ul className={styles['heroFacts']}>
                <li>
                  <CalendarIcon className={styles['heroIcon']} />
                  <time dateTime={event.starts_at}>
                    {formatEventRange(event.starts_at, event.ends_at, event.timezone)}
                  </time>
                </li>
                <li>
                  {event.is_virtual ? (
                    <VideoIcon className={styles['heroIcon']} />
                  ) : (
                    <PinIcon className={styles['heroIcon']} />
                  )}
                  <span>{eventPlace(event)}</span>
                </li>
              </ul>
              <div className={styles['actions']}>
                <SaveButton target={{ kind: 'event', item: event }} look="label" />
                {openForms > 0 ? (
                  <LinkButton to="/event/$slug/store" params={{ slug: event.slug }} resetScroll={false}>
                    Preorder signed books
                  </LinkButton>
                ) : null}
              </div>
            </div>
          </div>
        </Container>
        <Container>
          <SectionTabs
            label="Event sections"
            tabs={[
              { label: 'Overview', to: '/event/$slug', params: { slug: event.slug }, exact: true },
              {
                label: 'Store',
                to: '/event/$slug/store',
                params: { slug: event.slug },
                count: event.order_forms.length,
              },
              {
                label: attendanceWords(event).tab,
                to: '/event/$slug/attending',
                params: { slug: event.slug },
                count: event.readers_attending_count,
              },
            ]}
          />
        </Container>
      </header>
      <Outlet />
    </>
  );
}
