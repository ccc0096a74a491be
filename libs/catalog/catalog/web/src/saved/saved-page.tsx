import type { SavedItem } from '@folio/catalog-contract';
import { Container, LinkButton } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import { EventGrid } from '../events/event-card';
import { AuthorCard, PeopleGrid, PeopleGridItem, VendorCard } from '../people/person-card';
import { EmptyState, InlineError } from '../shared/empty-state';
import { BookmarkIcon } from '../shared/icons';
import { PageIntro, Section } from '../shared/page-intro';
import { CardGridSkeleton } from '../shared/skeletons';
import { useSavedItems } from './use-saved';
import shared from '../shared/layout.module.css';

type Of<K extends SavedItem['kind']> = Extract<SavedItem, { kind: K }>;
const ofKind = <K extends SavedItem['kind']>(items: readonly SavedItem[], kind: K) =>
  items.filter((item): item is Of<K> => item.kind === kind);

/** /saved: saved events and followed authors and vendors, from this device or the account. */
export function SavedPage() {
  const { viewer, items, error, retry } = useSavedItems();
  return (
    <>
      <PageIntro
        eyebrow="Your shelf"
        title="Saved"
        lead={
          viewer === 'guest' ? (
            <p>
              Saved on this device. <Link to="/login">Sign in</Link> to keep them on your account and see them
              everywhere.
            </p>
          ) : (
            <p>The events you saved and the authors and vendors you follow, on your account.</p>
          )
        }
      />
      <Container className={shared['pageBody']}>
        {error ? (
          <InlineError title="Your saved list could not be loaded." message={error.message} onRetry={retry} />
        ) : items === undefined ? (
          <CardGridSkeleton label="Loading your saved list" />
        ) : items.length === 0 ? (
          <EmptyState
            title="Nothing saved yet"
            icon={<BookmarkIcon />}
            action={
              <>
                <LinkButton to="/events">Browse events</LinkButton>
                <LinkButton to="/authors" variant="secondary">
                  Find authors to follow
                </LinkButton>
              </>
            }
          >
            <p>
              Save events with the bookmark on their cards and follow authors from their pages. They will wait for you
              here.
            </p>
          </EmptyState>
        ) : (
          <SavedSections items={items} />
        )}
      </Container>
    </>
  );
}

function SavedSections({ items }: { items: readonly SavedItem[] }) {
  const events = ofKind(items, 'event');
  const authors = ofKind(items, 'author');
  const vendors = ofKind(items, 'vendor');
  return (
    <>
      {events.length > 0 ? (
        <Section title="Events" id="saved-events" action={<span>{events.length} saved</span>}>
          <EventGrid events={events.map((item) => item.event)} />
        </Section>
      ) : null}
      {authors.length > 0 ? (
        <Section title="Authors you follow" id="saved-authors" action={<span>{authors.length} followed</span>}>
          <PeopleGrid>
            {authors.map((item) => (
              <PeopleGridItem key={item.target_id}>
                <AuthorCard author={item.author} />
              </PeopleGridItem>
            ))}
          </PeopleGrid>
        </Section>
      ) : null}
      {vendors.length > 0 ? (
        <Section title="Vendors you follow" id="saved-vendors" action={<span>{vendors.length} followed</span>}>
          <PeopleGrid>
            {vendors.map((item) => (
              <PeopleGridItem key={item.target_id}>
                <VendorCard vendor={item.vendor} />
              </PeopleGridItem>
            ))}
          </PeopleGrid>
        </Section>
      ) : null}
    </>
  );
}
