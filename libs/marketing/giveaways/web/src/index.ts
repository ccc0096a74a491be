// Public API of @folio/giveaways: the giveaway pages, their query options and heads.
export { GiveawaysPage } from './giveaways-page';
export { GiveawayPage } from './giveaway-page';
export { GiveawaysPageSkeleton } from './giveaways-skeleton';
export { giveawayKeys, myEntryQueryOptions } from './giveaways.queries';
export { loadGiveaway, loadGiveaways } from './giveaways.load';
export { useEnterGiveaway } from './giveaways.mutations';
export { giveawaysHead, giveawayHead } from './giveaways.head';
