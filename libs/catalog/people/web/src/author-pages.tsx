import { Chip, layoutStyles as shared, Paragraphs, Section } from '@folio/catalog-kit';
import type { AuthorProfile } from '@folio/people-contract';
import { SaveButton } from '@folio/saved';
import { Container, EmptyState } from '@folio/ui-kit';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BookGrid } from './book-grid';
import { genreLabel } from './person-card';
import { ProfileHero, SocialLinks } from './profile-hero';
import styles from './profile.module.css';

/** The frame of /author/{slug}: who they are, follow, and the tabs of overview, about and stores. */
export function AuthorLayout({ author }: { author: AuthorProfile }) {
  const { slug } = author;
  const place = [author.city, author.country_code].filter(Boolean).join(', ');
  return (
    <>
      <ProfileHero
        image={author.avatar_url}
        eyebrow={place ? `Author · ${place}` : 'Author'}
        name={author.name}
        tagline={author.tagline}
        chips={author.genres.map((genre) => (
          <Chip key={genre} tone="accent">
            {genreLabel(genre)}
          </Chip>
        ))}
        facts={[
          { label: 'Upcoming events', value: author.upcoming_events_count },
          { label: 'Past events', value: author.past_events_count },
          { label: 'Books', value: author.books.length },
        ]}
        actions={<SaveButton target={{ kind: 'author', item: author }} look="label" />}
        tabs={{
          label: 'Author sections',
          items: [
            { label: 'Overview', to: '/author/$slug', params: { slug }, exact: true },
            { label: 'About', to: '/author/$slug/about', params: { slug } },
            { label: 'Stores', to: '/author/$slug/stores', params: { slug }, count: author.open_order_forms_count },
          ],
        }}
      />
      <Outlet />
    </>
  );
}

/** The default view of an author: short bio, where they sign next, and their books. */
export function AuthorOverview({ author, upcomingEvents }: { author: AuthorProfile; upcomingEvents?: ReactNode }) {
  return (
    <Container className={[shared['pageBody'], styles['layout']].join(' ')}>
      <p className={styles['lead']}>{author.bio}</p>
      {upcomingEvents}
      <Section title="Books" id="author-books">
        {author.books.length > 0 ? (
          <BookGrid books={author.books} />
        ) : (
          <EmptyState title="No books listed yet" headingLevel={3}>
            <p>{author.name} has not added their books to Folio yet.</p>
          </EmptyState>
        )}
      </Section>
    </Container>
  );
}

/** The about view of an author: the long text, where they are and where to find them. */
export function AuthorAbout({ author }: { author: AuthorProfile }) {
  const place = [author.city, author.country_code].filter(Boolean).join(', ');
  return (
    <Container className={[shared['pageBody'], styles['layout'], styles['aboutLayout']].join(' ')}>
      <Section title={`About ${author.name}`} id="author-about">
        <Paragraphs text={author.about} />
      </Section>
      <aside className={styles['detailCard']} aria-labelledby="author-details">
        <h2 id="author-details" className={styles['detailTitle']}>
          Details
        </h2>
        <dl className={styles['details']}>
          {place ? (
            <div>
              <dt>Lives in</dt>
              <dd>{place}</dd>
            </div>
          ) : null}
          <div>
            <dt>Writes</dt>
            <dd>{author.genres.map(genreLabel).join(', ') || 'Fiction'}</dd>
          </div>
          <div>
            <dt>Open stores</dt>
            <dd>{author.open_order_forms_count}</dd>
          </div>
        </dl>
        <SocialLinks website={author.website_url} links={author.social_links} name={author.name} />
      </aside>
    </Container>
  );
}
