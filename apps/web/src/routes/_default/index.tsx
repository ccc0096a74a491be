import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../home/home-page';
import { TAGLINE } from '../../navigation';

export const Route = createFileRoute('/_default/')({
  head: () => ({ meta: [{ title: `Folio: ${TAGLINE.toLowerCase()}` }] }),
  component: HomePage,
  // Static content: drawn without waiting for the query client (see router-context.ts).
  staticData: { withoutQueryClient: true },
});
