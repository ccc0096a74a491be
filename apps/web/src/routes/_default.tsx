import { createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '../layouts/layouts';

/** Layout `default`: header with navigation, the page, footer. */
export const Route = createFileRoute('/_default')({
  component: DefaultLayout,
});
