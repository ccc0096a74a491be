import { eventPlace, formatEventDay } from '@folio/events/format';
import { genreLabel, VENDOR_KIND_LABEL } from '@folio/people/labels';
import type { SearchResults } from '@folio/search-contract';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import styles from './search.module.css';

/** Every match of every kind, as the server counted them: not just those shown (each group is capped). */
export function resultCount(results: SearchResults): number {
  const { events, authors, vendors, books } = results.totals;
  return events + authors + vendors + books;
}

interface GroupProps {
  id: string;
  title: string;
  /** Results shown. */
  count: number;
  /** Results there are in all. */
  total: number;
  children: ReactNode;
}

function Group({ id, title, count, total, children }: GroupProps) {
  if (count === 0) return null;
  return (
    <section aria-labelledby={id} className={styles['group']}>
      <header className={styles['groupHeader']}>
        <h2 id={id} className={styles['groupTitle']}>
          {title}
        </h2>
        {total > count ? (
          <p className={styles['groupCount']}>
            {count} of {total}
          </p>
        ) : null}
      </header>
      <ul className={styles['items']}>{children}</ul>
    </section>
  );
}

export interface SearchResultGroupsProps {
  results: SearchResults;
  /** Prefix of heading ids, unique per place the results are shown. */
  idPrefix: string;
  /** Called when a result is opened (the panel closes itself). */
  onOpen?: () => void;
  /** `panel` (one column, in the header's dialog) or `page` (cards side by side, on /search). */
  layout?: 'panel' | 'page';
}

/** Results grouped by kind: events, authors, vendors and books, best first in each. */
export function SearchResultGroups({ results, idPrefix, onOpen, layout = 'panel' }: SearchResultGroupsProps) {
  return (
    <div className={[styles['groups'], layout === 'page' ? styles['pageGroups'] : undefined].filter(Boolean).join(' ')}>
      <Group id={`${idPrefix}-authors`} title="Authors" count={results.authors.length} total={results.totals.authors}>
        {results.authors.map((author) => (
          <li key={author.id}>
            <Link
              to="/author/$slug"
              params={{ slug: author.slug }}
              className={styles['item']}
              data-result={`author:${author.id}`}
              onClick={onOpen}
            >
              <img src={author.avatar_url} alt="" width={40} height={40} className={styles['thumbRound']} />
              <span className={styles['itemText']}>
                <span className={styles['itemTitle']}>{author.name}</span>
                <span className={styles['itemMeta']}>
                  {[author.tagline, author.genres.map(genreLabel).join(', ')].filter(Boolean).join(' · ')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </Group>
      <Group id={`${idPrefix}-events`} title="Events" count={results.events.length} total={results.totals.events}>
        {results.events.map((event) => (
          <li key={event.id}>
            <Link
              to="/event/$slug"
              params={{ slug: event.slug }}
              className={styles['item']}
              data-result={`event:${event.id}`}
              onClick={onOpen}
            >
              <img src={event.cover_url} alt="" width={40} height={60} className={styles['thumbCover']} />
              <span className={styles['itemText']}>
                <span className={styles['itemTitle']}>{event.title}</span>
                <span className={styles['itemMeta']}>
                  {event.status === 'past' ? <span className={styles['tag']}>Past event</span> : null}
                  {formatEventDay(event.starts_at, event.timezone)} · {eventPlace(event)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </Group>
      <Group id={`${idPrefix}-vendors`} title="Vendors" count={results.vendors.length} total={results.totals.vendors}>
        {results.vendors.map((vendor) => (
          <li key={vendor.id}>
            <Link
              to="/vendors/$slug"
              params={{ slug: vendor.slug }}
              className={styles['item']}
              data-result={`vendor:${vendor.id}`}
              onClick={onOpen}
            >
              <img src={vendor.logo_url} alt="" width={40} height={40} className={styles['thumbSquare']} />
              <span className={styles['itemText']}>
                <span className={styles['itemTitle']}>{vendor.name}</span>
                <span className={styles['itemMeta']}>
                  {VENDOR_KIND_LABEL[vendor.kind]} · {vendor.city}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </Group>
      <Group id={`${idPrefix}-books`} title="Books" count={results.books.length} total={results.totals.books}>
        {results.books.map((book) => (
          <li key={book.id}>
            <Link
              to="/author/$slug"
              params={{ slug: book.author.slug }}
              className={styles['item']}
              data-result={`book:${book.id}`}
              onClick={onOpen}
            >
              <img src={book.cover_url} alt="" width={40} height={60} className={styles['thumbCover']} />
              <span className={styles['itemText']}>
                <span className={styles['itemTitle']}>{book.title}</span>
                <span className={styles['itemMeta']}>
                  by {book.author.name} · {book.published_year}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </Group>
    </div>
  );
}
