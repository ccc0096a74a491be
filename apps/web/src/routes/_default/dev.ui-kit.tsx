import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// Development only. In a production build the condition is false at build time, so the import
// disappears and the gallery is not even emitted; `beforeLoad` answers with the 404 screen.
const UiKitGallery = import.meta.env.DEV ? lazy(() => import('../../dev/ui-kit-gallery')) : null;

export const Route = createFileRoute('/_default/dev/ui-kit')({
  staticData: { developmentOnly: true },
  beforeLoad: () => {
    if (!import.meta.env.DEV) throw notFound();
  },
  head: () => ({ meta: [{ title: 'UI kit · Folio' }] }),
  component: DevUiKitPage,
});

function DevUiKitPage() {
  return UiKitGallery ? (
    <Suspense fallback={null}>
      <UiKitGallery />
    </Suspense>
  ) : null;
}
