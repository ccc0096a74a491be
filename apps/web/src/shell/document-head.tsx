import { useRouterState } from '@tanstack/react-router';

/** What this app's route heads hold (`pageHead` of the domains): the title and named share tags. */
type HeadTag = { title?: string; name?: string; property?: string; content?: string } | undefined;

/**
 * The page's title and share tags, from the deepest route with a head: a page's head is whole
 * (`pageHead` builds the title, description and share tags together), so nothing is merged from
 * its parents. React places the elements in <head>.
 *
 * It stands in for the router's `HeadContent`, which also merges, dedupes and renders scripts,
 * styles and links this app's heads never carry: a kilobyte of brotli less in every page's first
 * JavaScript (quality bar F1). Link previews do not depend on it: the server writes each page's
 * head into the HTML it serves.
 */
export function DocumentHead() {
  const meta = useRouterState({
    select: (state) => state.matches.findLast((match) => match.meta?.length)?.meta as HeadTag[] | undefined,
  });
  return meta?.map((tag) => {
    if (!tag) return null;
    if (tag.title !== undefined) return <title key="title">{tag.title}</title>;
    const key = tag.name ?? tag.property;
    return key ? <meta key={key} name={tag.name} property={tag.property} content={tag.content} /> : null;
  });
}
