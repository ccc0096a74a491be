// Test helpers of @folio/giveaways-server, imported as '@folio/giveaways-server/testing'.
export { createGiveawaysTestApp, oneAuthorPort, TEST_AUTHOR, type GiveawaysTestApp } from './giveaways-test-app.js';
