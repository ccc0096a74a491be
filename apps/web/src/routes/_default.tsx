import { createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '../layouts/layouts';

/** Layout `default`: header with navigation, the page, footer. */
export const Route = createFileRoute('/_default')({
  component: DefaultLayout,
  // Not split: the frame (already in the entry for the root's error screens) draws at once on the
  // first visit, instead of after one more round trip for a chunk of a few hundred bytes.
  codeSplitGroupings: [],
});
