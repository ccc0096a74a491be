import { layoutStyles as shared, PageIntro, SkeletonLine } from '@folio/catalog-kit';
import { Container } from '@folio/ui-kit';
import { lazy, Suspense } from 'react';
import type { SavedCards } from './saved-page-content';

export type { SavedCards } from './saved-page-content';

const SavedPageContent = lazy(() =>
  import('./saved-page-content').then((module) => ({ default: module.SavedPageContent })),
);

/**
 * /saved, drawn at once as its heading and placeholder cards: whose list it shows (this device's or
 * the account's) and the list itself load with the query client (`saved-page-content.tsx`).
 */
export function SavedPage({ cards }: { cards: SavedCards }) {
  return (
    <Suspense
      fallback={
        <>
          <PageIntro eyebrow="Your shelf" title="Saved" lead={<SkeletonLine />} />
          <Container className={shared['pageBody']}>{cards.placeholder('Loading your saved list')}</Container>
        </>
      }
    >
      <SavedPageContent cards={cards} />
    </Suspense>
  );
}
