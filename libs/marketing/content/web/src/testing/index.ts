// Test helpers of @folio/content: example answers and msw handlers for the content endpoints.
export {
  aContentPage,
  aPartner,
  aPost,
  aPostSummary,
  contentPageHandler,
  partnerHandler,
  partnersHandler,
  postHandler,
  postsHandler,
} from './content-handlers';
