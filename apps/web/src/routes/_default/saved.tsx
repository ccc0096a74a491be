import { SavedPage, savedHead } from '@folio/catalog';
import { createFileRoute } from '@tanstack/react-router';

/** /saved: saved events and followed authors and vendors (this device's for a guest, the account's once signed in). */
export const Route = createFileRoute('/_default/saved')({
  head: () => savedHead(),
  component: SavedPage,
});
