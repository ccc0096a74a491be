// Test helpers of @folio/giveaways: msw handlers and factories for the giveaways API.
export { aGiveaway } from './giveaway-factories';
export { enterHandler, giveawayHandler, giveawaysHandler, myEntryHandler } from './giveaway-handlers';
