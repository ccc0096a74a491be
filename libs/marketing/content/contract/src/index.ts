// Public API of @folio/content-contract: the content API's paths and wire shapes, the list of
// content pages and their addresses, and the page heads both sides derive from the data.
export { CONTENT_BASE_PATH, contentPaths, contentSitePaths } from './paths.js';
export { CONTENT_PAGES, contentPagePath, type ContentPageSlug } from './content-pages.js';
export {
  BlockAction,
  BlockHref,
  CallToActionBlock,
  ContentBlock,
  ContentBlockInput,
  ContentBlocksInput,
  FaqBlock,
  FeaturesBlock,
  HeroBlock,
  MarkdownBlockInput,
  PricingBlock,
  ProseBlock,
  StepsBlock,
} from './blocks.schema.js';
export {
  ContentPage,
  ContentPageResponse,
  Partner,
  PartnerList,
  PartnerResponse,
  PartnerSummary,
  Post,
  PostLink,
  PostList,
  PostListQuery,
  PostResponse,
  PostSummary,
  POSTS_PER_PAGE,
  RelatedAuthor,
  RelatedEvent,
} from './content.schema.js';
export { BLOG_PAGE_HEAD, blogPageHead, contentPageHead, partnerPageHead, postPageHead } from './content-page-head.js';
export {
  HOME_LIMITS,
  HomeAuthor,
  HomeEvent,
  HomeFeed,
  HomeGiveaway,
  HomeQuery,
  HomeResponse,
  ReaderPlace,
} from './home.schema.js';
