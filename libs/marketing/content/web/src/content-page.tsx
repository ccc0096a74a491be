import type { ContentPageSlug } from '@folio/content-contract';
import { useHttp } from '@folio/http/router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageBlocks, PageHero } from './blocks';
import { contentPageQueryOptions } from './content.queries';

/** A marketing, legal or guide page, built from the blocks its row holds. */
export function ContentPageView({ slug }: { slug: ContentPageSlug }) {
  const http = useHttp();
  const { data } = useSuspenseQuery(contentPageQueryOptions(http, slug));
  const page = data.data;
  return (
    <article>
      <PageHero page={page} />
      <PageBlocks blocks={page.blocks} />
    </article>
  );
}
