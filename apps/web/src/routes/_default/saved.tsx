import { EventGrid, EventGridSkeleton } from '@folio/events';
import { AuthorCardGrid, VendorCardGrid } from '@folio/people';
import { savedHead, SavedPage, type SavedCards } from '@folio/saved';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /saved: saved events and followed authors and vendors (this device's for a guest, the account's once signed in). */
export const Route = createFileRoute('/_default/saved')({
  loader: () => ({ head: savedHead() }),
  head: headFromLoader,
  component: SavedRoute,
  // The loader only works out the head (see route-head.ts); it loads with the page. The page draws
  // its frame at once; whose list it is and the list itself wait for the query client.
  staticData: { withoutQueryClient: true },
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
