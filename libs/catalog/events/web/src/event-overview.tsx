import { layoutStyles as shared, Paragraphs, Section } from '@folio/catalog-kit';
import type { EventDetail } from '@folio/events-contract';
import { AuthorCard, PeopleGrid, PeopleGridItem, VENDOR_KIND_LABEL } from '@folio/people';
import { ClockIcon, Container, EmptyState, GlobeIcon, PinIcon, VideoIcon } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import { attendanceWords } from './event-attendance';
import { venueTown } from './event-format';
import { formatEventRange, readerTimeZone, sameOffsetAt, zoneCity } from './event-time';
import styles from './event-page.module.css';

/** The default view of an event: about, who is signing, vendors, and when and where in detail. */
export function EventOverview({ event, readerZone = readerTimeZone() }: { event: EventDetail; readerZone?: string }) {
  const words = attendanceWords(event);
  return (
    <Container className={[shared['pageBody'], styles['overview']].join(' ')}>
      <aside className={styles['aside']} aria-label="When and where">
        <WhenCard event={event} readerZone={readerZone} />
        <WhereCard event={event} />
        {event.collections.length > 0 ? (
          <div className={styles['infoCard']}>
            <h2 className={styles['infoTitle']}>Part of</h2>
            <ul className={shared['chipRow']}>
              {event.collections.map((collection) => (
                <li key={collection.slug}>
                  <Link to="/c/$slug/events" params={{ slug: collection.slug }} className={styles['collectionLink']}>
                    {collection.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </aside>
      <div className={styles['main']}>
        <Section title="About this event" id="event-about">
          <Paragraphs text={event.description} />
        </Section>
        <Section
          title={words.authorsTitle}
          id="event-authors"
          action={<span>{words.authorsCount(event.authors.length)}</span>}
        >
          {event.authors.length > 0 ? (
            <PeopleGrid>
              {event.authors.map((author) => (
                <PeopleGridItem key={author.id}>
                  <AuthorCard author={author} />
                </PeopleGridItem>
              ))}
            </PeopleGrid>
          ) : (
            <EmptyState title="Authors to be announced" headingLevel={3}>
              <p>The line-up for this event has not been published yet.</p>
            </EmptyState>
          )}
        </Section>
        {event.vendors.length > 0 ? (
          <Section title="Vendors" id="event-vendors">
            <ul className={styles['vendorList']}>
              {event.vendors.map((vendor) => (
                <li key={vendor.id} className={styles['vendor']}>
                  <img
                    src={vendor.logo_url}
                    alt=""
                    width={56}
                    height={56}
                    className={styles['vendorLogo']}
                    loading="lazy"
                  />
                  <div>
                    <Link to="/vendors/$slug" params={{ slug: vendor.slug }} className={styles['vendorName']}>
                      {vendor.name}
                    </Link>
                    <p className={styles['vendorMeta']}>
                      {VENDOR_KIND_LABEL[vendor.kind]} · {vendor.city}
                    </p>
                    <p className={styles['vendorTagline']}>{vendor.tagline}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </Container>
  );
}

function WhenCard({ event, readerZone }: { event: EventDetail; readerZone: string }) {
  const sameZone = sameOffsetAt(event.starts_at, event.timezone, readerZone);
  return (
    <section className={styles['infoCard']} aria-labelledby="event-when">
      <h2 id="event-when" className={styles['infoTitle']}>
        <ClockIcon className={styles['infoIcon']} />
        When
      </h2>
      <dl className={styles['times']}>
        <div>
          <dt>Event time ({zoneCity(event.timezone)})</dt>
          <dd>
            <time dateTime={event.starts_at}>{formatEventRange(event.starts_at, event.ends_at, event.timezone)}</time>
          </dd>
        </div>
        <div>
          <dt>Your time ({zoneCity(readerZone)})</dt>
          <dd>
            {sameZone
              ? 'Same as the event: you are in its time zone.'
              : formatEventRange(event.starts_at, event.ends_at, readerZone)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function WhereCard({ event }: { event: EventDetail }) {
  return (
    <section className={styles['infoCard']} aria-labelledby="event-where">
      <h2 id="event-where" className={styles['infoTitle']}>
        {event.is_virtual ? <VideoIcon className={styles['infoIcon']} /> : <PinIcon className={styles['infoIcon']} />}
        Where
      </h2>
      {event.venue ? (
        <address className={styles['address']}>
          <strong>{event.venue.name}</strong>
          <span>{event.venue.address}</span>
          <span>{venueTown(event.venue)}</span>
        </address>
      ) : (
        <div className={styles['address']}>
          <strong>Online{event.virtual ? ` on ${event.virtual.platform}` : ''}</strong>
          {event.virtual?.url ? (
            <a href={event.virtual.url} rel="noopener noreferrer" target="_blank" className={styles['joinLink']}>
              <GlobeIcon />
              Join link
            </a>
          ) : (
            <span>The join link is sent to attendees by e-mail before the event.</span>
          )}
        </div>
      )}
    </section>
  );
}
