import { EventGrid, EventGridSkeleton } from '@folio/events';
import { AuthorCardGrid, VendorCardGrid } from '@folio/people';
import { savedHead, SavedPage, type SavedCards } from '@folio/saved';
import { createFileRoute } from '@tanstack/react-router';

/** /saved: saved events and followed authors and vendors (this device's for a guest, the account's once signed in). */
export const Route = createFileRoute('/_default/saved')({
  head: () => savedHead(),
  component: SavedRoute,
});

/** The saved page shows the events and people domains' own cards. */
const cards: SavedCards = {
  events: (events) => <EventGrid events={events} />,
  authors: (authors) => <AuthorCardGrid authors={authors} />,
  vendors: (vendors) => <VendorCardGrid vendors={vendors} />,
  placeholder: (label) => <EventGridSkeleton label={label} />,
};

function SavedRoute() {
  return <SavedPage cards={cards} />;
}
