// Test helpers of @folio/content: example answers and msw handlers for the content endpoints.
export {
  aContentPage,
  aHomeEvent,
  aHomeFeed,
  aPartner,
  aPost,
  aPostSummary,
  contentPageHandler,
  embedHomeFeed,
  homeHandler,
  partnerHandler,
  partnersHandler,
  postHandler,
  postsHandler,
} from './content-handlers';
