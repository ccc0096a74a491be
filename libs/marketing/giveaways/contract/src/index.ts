// Public API of @folio/giveaways-contract: schemas, paths, refusal codes and the verifiable draw.
export { GIVEAWAYS_BASE_PATH, giveawayPaths, giveawayWebPaths } from './paths.js';
export {
  AuthorSlugParams,
  CountryCode,
  EnterGiveawayInput,
  EnterGiveawayResponse,
  Giveaway,
  GiveawayAuthor,
  GiveawayDraw,
  GiveawayEntry,
  GiveawayIdParams,
  GiveawayList,
  GiveawayResponse,
  GiveawayStatus,
  MyEntryResponse,
} from './giveaway.schema.js';
export { GIVEAWAY_CHALLENGE_ACTION, GiveawayMessages, GiveawayRefusal } from './messages.js';
export { bytesToHex, commitmentOf, drawWinners, hexToBytes, DRAW_ALGORITHM } from './fair-draw.js';
export { giveawayPageHead, giveawaysPageHead } from './giveaway-page-head.js';
