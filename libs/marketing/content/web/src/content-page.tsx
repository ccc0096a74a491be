import type { ContentPage } from '@folio/content-contract';
import { PageBlocks, PageHero } from './blocks';

/** A marketing, legal or guide page, built from the blocks its row holds. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <article>
      <PageHero page={page} />
      <PageBlocks blocks={page.blocks} />
    </article>
  );
}
