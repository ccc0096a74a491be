import { plural } from '@folio/catalog-kit';
import type { AuthorSummary, ReaderSummary, VendorSummary } from '@folio/people-contract';
import { SaveButton } from '@folio/saved';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { genreLabel, VENDOR_KIND_LABEL } from './genres';
import { peopleGridClass, type PeopleGridSize } from './people-skeletons';
import styles from './person-card.module.css';

export { genreLabel, VENDOR_KIND_LABEL };

interface CardOptions {
  headingLevel?: 2 | 3;
  /** Show the follow button (on listing pages); off where the card sits inside another page's context. */
  followable?: boolean;
}

/** An author in a grid: avatar, name, tagline, genres, upcoming events, and a follow button. */
export function AuthorCard({ author, headingLevel = 3, followable = true }: { author: AuthorSummary } & CardOptions) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles['card']}>
      <img
        className={styles['avatar']}
        src={author.avatar_url}
        alt=""
        width={128}
        height={128}
        loading="lazy"
        decoding="async"
      />
      <Heading className={styles['name']}>
        <Link to="/author/$slug" params={{ slug: author.slug }} className={styles['link']}>
          {author.name}
        </Link>
      </Heading>
      <p className={styles['tagline']}>{author.tagline}</p>
      {author.genres.length > 0 ? (
        <p className={styles['genres']}>{author.genres.map(genreLabel).join(' · ')}</p>
      ) : null}
      <p className={styles['meta']}>
        {author.upcoming_events_count > 0
          ? `${plural(author.upcoming_events_count, 'upcoming event')}`
          : 'No upcoming events'}
      </p>
      {followable ? <SaveButton target={{ kind: 'author', item: author }} className={styles['follow']} /> : null}
    </article>
  );
}

/** A bookshop or publisher in a grid. */
export function VendorCard({ vendor, headingLevel = 3, followable = true }: { vendor: VendorSummary } & CardOptions) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles['card']}>
      <img
        className={styles['avatar']}
        src={vendor.logo_url}
        alt=""
        width={128}
        height={128}
        loading="lazy"
        decoding="async"
      />
      <Heading className={styles['name']}>
        <Link to="/vendors/$slug" params={{ slug: vendor.slug }} className={styles['link']}>
          {vendor.name}
        </Link>
      </Heading>
      <p className={styles['tagline']}>{vendor.tagline}</p>
      <p className={styles['genres']}>
        {VENDOR_KIND_LABEL[vendor.kind]} · {vendor.city}
      </p>
      <p className={styles['meta']}>
        {vendor.upcoming_events_count > 0
          ? `${plural(vendor.upcoming_events_count, 'upcoming event')}`
          : 'No upcoming events'}
      </p>
      {followable ? <SaveButton target={{ kind: 'vendor', item: vendor }} className={styles['follow']} /> : null}
    </article>
  );
}

/** A reader attending an event. */
export function ReaderCard({ reader, headingLevel = 3 }: { reader: ReaderSummary } & CardOptions) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={[styles['card'], styles['compact']].join(' ')}>
      <img
        className={[styles['avatar'], styles['small']].join(' ')}
        src={reader.avatar_url}
        alt=""
        width={128}
        height={128}
        loading="lazy"
        decoding="async"
      />
      <Heading className={styles['name']}>
        <Link to="/reader/$slug" params={{ slug: reader.slug }} className={styles['link']}>
          {reader.name}
        </Link>
      </Heading>
      {reader.favourite_genres.length > 0 ? (
        <p className={styles['genres']}>Loves {reader.favourite_genres.map(genreLabel).join(', ')}</p>
      ) : null}
    </article>
  );
}

/** A grid of people cards as a list. */
export function PeopleGrid({ children, size = 'default' }: { children: ReactNode; size?: PeopleGridSize }) {
  return <ul className={peopleGridClass(size)}>{children}</ul>;
}

export function PeopleGridItem({ children }: { children: ReactNode }) {
  return <li className={styles['cell']}>{children}</li>;
}

/** Author cards in a grid (the saved page's followed authors). */
export function AuthorCardGrid({ authors }: { authors: readonly AuthorSummary[] }) {
  return (
    <PeopleGrid>
      {authors.map((author) => (
        <PeopleGridItem key={author.id}>
          <AuthorCard author={author} />
        </PeopleGridItem>
      ))}
    </PeopleGrid>
  );
}

/** Vendor cards in a grid (the saved page's followed vendors). */
export function VendorCardGrid({ vendors }: { vendors: readonly VendorSummary[] }) {
  return (
    <PeopleGrid>
      {vendors.map((vendor) => (
        <PeopleGridItem key={vendor.id}>
          <VendorCard vendor={vendor} />
        </PeopleGridItem>
      ))}
    </PeopleGrid>
  );
}
