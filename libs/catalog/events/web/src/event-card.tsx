import { CalendarIcon, PeopleIcon, PinIcon, VideoIcon } from '@folio/ui-kit';
import { plural } from '@folio/catalog-kit';
import type { EventSummary } from '@folio/events-contract';
import { SaveButton } from '@folio/saved';
import { Link } from '@tanstack/react-router';
import { attendanceWords } from './event-attendance';
import { authorLineup, eventPlace } from './event-format';
import { eventDateBadge, formatEventDay, formatEventTime } from './event-time';
import styles from './event-card.module.css';

export interface EventCardProps {
  event: EventSummary;
  /** `h3` inside a section with its own h2 (the default), `h2` directly under a page's h1. */
  headingLevel?: 2 | 3;
}

/** An event in a grid: cover, date, place, who is signing, and a save button. The whole card opens the event. */
export function EventCard({ event, headingLevel = 3 }: EventCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const badge = eventDateBadge(event.starts_at, event.timezone);
  const lineup = authorLineup(event);
  return (
    <article className={styles['card']}>
      <div className={styles['media']}>
        <img
          className={styles['cover']}
          src={event.cover_url}
          alt=""
          loading="lazy"
          decoding="async"
          width={400}
          height={600}
        />
        <div className={styles['badge']} aria-hidden="true">
          <span className={styles['badgeMonth']}>{badge.month}</span>
          <span className={styles['badgeDay']}>{badge.day}</span>
        </div>
        <SaveButton target={{ kind: 'event', item: event }} className={styles['save']} />
      </div>
      <div className={styles['body']}>
        <p className={styles['kicker']}>
          <span>{event.category.name}</span>
          {event.is_virtual && event.category.slug !== 'virtual' ? (
            <span className={styles['tag']}>Virtual</span>
          ) : null}
          {event.status === 'past' ? <span className={styles['tag']}>Past event</span> : null}
          {event.status === 'ongoing' ? (
            <span className={[styles['tag'], styles['live']].join(' ')}>Happening now</span>
          ) : null}
        </p>
        <Heading className={styles['title']}>
          <Link to="/event/$slug" params={{ slug: event.slug }} className={styles['link']}>
            {event.title}
          </Link>
        </Heading>
        <ul className={styles['facts']}>
          <li>
            <CalendarIcon className={styles['factIcon']} />
            <span>
              <time dateTime={event.starts_at}>{formatEventDay(event.starts_at, event.timezone)}</time>
              <span className={styles['time']}> · {formatEventTime(event.starts_at, event.timezone)}</span>
            </span>
          </li>
          <li>
            {event.is_virtual ? (
              <VideoIcon className={styles['factIcon']} />
            ) : (
              <PinIcon className={styles['factIcon']} />
            )}
            <span>{eventPlace(event)}</span>
          </li>
        </ul>
        {lineup ? <p className={styles['lineup']}>With {lineup}</p> : null}
        <p className={styles['meta']}>
          <PeopleIcon className={styles['factIcon']} />
          <span>
            {plural(event.authors_count, 'author')} · {attendanceWords(event).readers(event.readers_attending_count)}
          </span>
        </p>
      </div>
    </article>
  );
}

/** A grid of event cards, as a list for assistive technology. */
export function EventGrid({ events, headingLevel }: { events: readonly EventSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles['grid']}>
      {events.map((event) => (
        <li key={event.id} className={styles['cell']}>
          <EventCard event={event} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
