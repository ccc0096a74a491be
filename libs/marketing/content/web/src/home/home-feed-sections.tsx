import type { HomeAuthor, HomeEvent, HomeFeed, HomeGiveaway, PostSummary } from '@folio/content-contract';
import { Container } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { longDate } from '../long-date';
import { countryName, dayMonth, eventWhen } from './home-dates';
import styles from './home-page.module.css';

/** A section of the feed: its heading, an optional "see all" link, then its cards. */
function FeedSection({
  id,
  eyebrow,
  title,
  more,
  note,
  sunken,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  more?: ReactNode;
  /** A line under the title. */
  note?: ReactNode;
  sunken?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={sunken ? `${styles['section']} ${styles['sunken']}` : styles['section']} aria-labelledby={id}>
      <Container>
        <header className={styles['feedHeader']}>
          <div>
            <p className={styles['eyebrow']}>{eyebrow}</p>
            <h2 id={id} className={styles['sectionTitle']}>
              {title}
            </h2>
            {note ? <p className={styles['feedNote']}>{note}</p> : null}
          </div>
          {more}
        </header>
        {children}
      </Container>
    </section>
  );
}

function SeeAll({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={styles['seeAll']}>
      {label}
      <span aria-hidden="true"> →</span>
    </Link>
  );
}

/** Where "near" is, in words: the city when known, else the country. */
function placeName(near: NonNullable<HomeFeed['near']>): string {
  return near.city ?? countryName(near.country_code);
}

/** Upcoming events, those near the reader first; says so when none are near. */
export function EventsNear({ feed }: { feed: HomeFeed }) {
  const near = feed.near && feed.near_count > 0 ? feed.near : null;
  const title = near ? 'Upcoming signings near you' : 'Upcoming signings';
  const note = near
    ? `Closest first, from your location: ${placeName(near)}.`
    : feed.near && feed.events.length > 0
      ? `Nothing is scheduled near you (${placeName(feed.near)}) yet. Here is what is coming up elsewhere.`
      : undefined;
  return (
    <FeedSection
      id="home-events"
      eyebrow="On soon"
      title={title}
      note={note}
      more={<SeeAll to="/events" label="All events" />}
    >
      {feed.events.length === 0 ? (
        <div className={styles['empty']}>
          <p>No signings are scheduled right now. Follow your favourite authors to hear about their next one first.</p>
          <SeeAll to="/authors" label="Browse authors" />
        </div>
      ) : (
        <ul className={styles['cards']}>
          {feed.events.map((event, index) => (
            <li key={event.slug} className={styles['cell']}>
              <EventCard event={event} nearby={index < feed.near_count} />
            </li>
          ))}
        </ul>
      )}
    </FeedSection>
  );
}

function EventCard({ event, nearby }: { event: HomeEvent; nearby: boolean }) {
  return (
    <article className={styles['card']}>
      <img
        className={styles['cover']}
        src={event.cover_url}
        alt=""
        width={320}
        height={200}
        loading="lazy"
        decoding="async"
      />
      <div className={styles['cardBody']}>
        <p className={styles['cardKicker']}>{eventWhen(event.starts_at, event.timezone)}</p>
        <h3 className={styles['cardTitle']}>
          <Link to="/event/$slug" params={{ slug: event.slug }} className={styles['cardLink']}>
            {event.title}
          </Link>
        </h3>
        <p className={styles['cardFact']}>{event.is_virtual ? `Online · ${event.place}` : event.place}</p>
        {nearby ? (
          <p>
            <span className={styles['nearBadge']}>Near you</span>
          </p>
        ) : null}
        {event.authors.length > 0 ? <p className={styles['cardMuted']}>With {event.authors.join(', ')}</p> : null}
      </div>
    </article>
  );
}

export function FeaturedAuthors({ authors }: { authors: readonly HomeAuthor[] }) {
  if (authors.length === 0) return null;
  return (
    <FeedSection
      id="home-authors"
      eyebrow="Featured authors"
      title="Meet the authors signing soon"
      more={<SeeAll to="/authors" label="All authors" />}
      sunken
    >
      <ul className={styles['people']}>
        {authors.map((author) => (
          <li key={author.slug} className={styles['person']}>
            <img
              className={styles['avatar']}
              src={author.avatar_url}
              alt=""
              width={72}
              height={72}
              loading="lazy"
              decoding="async"
            />
            <div className={styles['personBody']}>
              <h3 className={styles['personName']}>
                <Link to="/author/$slug" params={{ slug: author.slug }} className={styles['cardLink']}>
                  {author.name}
                </Link>
              </h3>
              <p className={styles['cardMuted']}>{author.tagline}</p>
              <p className={styles['personCount']}>
                {author.upcoming_events_count === 1
                  ? '1 upcoming signing'
                  : `${author.upcoming_events_count} upcoming signings`}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </FeedSection>
  );
}

export function OpenGiveaways({ giveaways }: { giveaways: readonly HomeGiveaway[] }) {
  return (
    <FeedSection
      id="home-giveaways"
      eyebrow="Giveaways"
      title="Win a signed copy"
      more={<SeeAll to="/giveaways" label="All giveaways" />}
    >
      {giveaways.length === 0 ? (
        <div className={styles['empty']}>
          <p>No giveaway is open right now. See the draws of past ones and the next to open.</p>
          <SeeAll to="/giveaways" label="See giveaways" />
        </div>
      ) : (
        <ul className={styles['cards']}>
          {giveaways.map((giveaway) => (
            <li key={giveaway.author.slug} className={styles['cell']}>
              <article className={`${styles['card']} ${styles['giveaway']}`}>
                <img
                  className={styles['avatar']}
                  src={giveaway.author.avatar_url}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                />
                <div className={styles['cardBody']}>
                  <p className={styles['cardMuted']}>{giveaway.author.name}</p>
                  <h3 className={styles['cardTitle']}>
                    <Link
                      to="/giveaway/$authorName"
                      params={{ authorName: giveaway.author.slug }}
                      className={styles['cardLink']}
                    >
                      {giveaway.title}
                    </Link>
                  </h3>
                  <p className={styles['cardText']}>{giveaway.prize}</p>
                  <p className={styles['cardFact']}>Enter by {dayMonth(giveaway.closes_at)}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </FeedSection>
  );
}

export function LatestPosts({ posts }: { posts: readonly PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <FeedSection
      id="home-posts"
      eyebrow="From the blog"
      title="Latest posts"
      more={<SeeAll to="/blog" label="All posts" />}
      sunken
    >
      <ul className={styles['cards']}>
        {posts.map((post) => (
          <li key={post.slug} className={styles['cell']}>
            <article className={`${styles['card']} ${styles['post']}`}>
              <div className={styles['cardBody']}>
                <p className={styles['cardKicker']}>
                  <time dateTime={post.published_at}>{longDate(post.published_at)}</time>
                  <span aria-hidden="true"> · </span>
                  <span>{post.reading_minutes} min read</span>
                </p>
                <h3 className={styles['cardTitle']}>
                  <Link to="/blog/$slug" params={{ slug: post.slug }} className={styles['cardLink']}>
                    {post.title}
                  </Link>
                </h3>
                <p className={styles['cardText']}>{post.excerpt}</p>
                <p className={styles['cardMuted']}>By {post.author_name}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </FeedSection>
  );
}
