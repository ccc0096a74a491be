import { useQueryClientReady } from '@folio/http/router';
import { layoutStyles as shared, PageIntro, Section } from '@folio/catalog-kit';
import type { EventSummary } from '@folio/events-contract';
import type { AuthorSummary, VendorSummary } from '@folio/people-contract';
import type { SavedCard } from '@folio/saved-contract';
import { BookmarkIcon, Container, EmptyState, InlineError, LinkButton } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSavedItems } from './use-saved';

type Of<K extends SavedCard['kind']> = Extract<SavedCard, { kind: K }>;
const ofKind = <K extends SavedCard['kind']>(items: readonly SavedCard[], kind: K) =>
  items.filter((item): item is Of<K> => item.kind === kind);

/**
 * How the saved page shows each kind: the events and people domains' cards, and their placeholder
 * while the list loads (in the events grid, so it has that grid's columns and card shape). The
 * shell's route passes them (`EventGrid`, `AuthorCardGrid`, `VendorCardGrid`, `EventGridSkeleton`),
 * so saved imports neither domain's screens (they import its save button).
 */
export interface SavedCards {
  events: (events: EventSummary[]) => ReactNode;
  authors: (authors: AuthorSummary[]) => ReactNode;
  vendors: (vendors: VendorSummary[]) => ReactNode;
  placeholder: (label: string) => ReactNode;
}

/**
 * /saved: saved events and followed authors and vendors, from this device or the account. Who the
 * visitor is and their list come through the query client, which it waits for (`saved-page.tsx`
 * draws the page's frame until then).
 */
export function SavedPageContent({ cards }: { cards: SavedCards }) {
  useQueryClientReady();
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
          cards.placeholder('Loading your saved list')
        ) : items.length === 0 ? (
          <EmptyState
            title="Nothing saved yet"
            icon={<BookmarkIcon />}
            actions={
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
          <SavedSections items={items} cards={cards} />
        )}
      </Container>
    </>
  );
}

function SavedSections({ items, cards }: { items: readonly SavedCard[]; cards: SavedCards }) {
  const events = ofKind(items, 'event');
  const authors = ofKind(items, 'author');
  const vendors = ofKind(items, 'vendor');
  return (
    <>
      {events.length > 0 ? (
        <Section title="Events" id="saved-events" action={<span>{events.length} saved</span>}>
          {cards.events(events.map((item) => item.event))}
        </Section>
      ) : null}
      {authors.length > 0 ? (
        <Section title="Authors you follow" id="saved-authors" action={<span>{authors.length} followed</span>}>
          {cards.authors(authors.map((item) => item.author))}
        </Section>
      ) : null}
      {vendors.length > 0 ? (
        <Section title="Vendors you follow" id="saved-vendors" action={<span>{vendors.length} followed</span>}>
          {cards.vendors(vendors.map((item) => item.vendor))}
        </Section>
      ) : null}
    </>
  );
}
