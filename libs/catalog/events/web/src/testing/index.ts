// Test helpers of @folio/events: msw handlers for the events API (built with `api` of
// @folio/testing) and the example answers.
export { eventHandler, eventsApiGet, eventsHandler } from './events-handlers';
export type { AskedWith } from './events-handlers';
export { aPage } from '@folio/catalog-kit-contract/testing';
