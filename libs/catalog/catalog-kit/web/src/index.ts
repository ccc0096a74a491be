// Public API of @folio/catalog-kit: what several catalog domains' screens share: the head helper,
// page building blocks, pagination, the search box, skeletons, the address helpers of
// `validateSearch` and the page layout styles.

// Per-call options of the catalog's api functions (the client itself is `useHttp` of `@folio/http/router`).
export type { CallOptions } from './call-options';

// Head (title and share metadata).
export { pageHead, pageTitle, summarize, SITE_NAME } from './head';
export type { HeadMeta, PageHeadInput } from './head';

// Route search params (valibot building blocks, for `validateSearch`).
export {
  pageParam,
  slugParam,
  textParam,
  flagParam,
  choiceParam,
  GRID_PAGE_SIZE,
  SLUG_PATTERN,
  MAX_SLUG_LENGTH,
  MAX_QUERY_LENGTH,
} from './search-params';

// Building blocks of the pages.
export { PageIntro, Section, Paragraphs, Chip } from './page-intro';
export type { PageIntroProps } from './page-intro';
export { Pagination, pageWindow, rangeSummary } from './pagination';
export type { PaginationProps } from './pagination';
export { SearchBox } from './search-box';
export type { SearchBoxProps } from './search-box';
export { SectionTabs } from './section-tabs';
export type { SectionTab } from './section-tabs';
export {
  ListingPageSkeleton,
  ListSkeleton,
  DetailPageSkeleton,
  SkeletonStatus,
  SkeletonBlock,
  SkeletonLine,
  SkeletonText,
} from './skeletons';
export { plural } from './plural';
export { orderFormHref } from './order-form-href';
export { default as layoutStyles } from './layout.module.css';
