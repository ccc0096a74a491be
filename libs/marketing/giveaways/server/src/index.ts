// Public API of @folio/giveaways-server: tables, the giveaways sub-app, its service (entries and the
// draw), ports (authors, bot challenge), the winner's mail, page heads, sitemap paths and the demo seeder.
export { giveaways, giveawayEntries, type GiveawayRow, type GiveawayEntryRow } from './giveaway.table.js';
export { giveawayRoutes } from './giveaway.routes.js';
export { giveawayService, newSeed, statusOf, type GiveawayService } from './giveaway.service.js';
export { type GiveawayAuthorsPort, type GiveawaysDeps } from './giveaways-deps.js';
export { defineGiveawayMail, GiveawayMail } from './giveaway-mail.js';
export { giveawayPageData, giveawayPageHeads, giveawaySitemapPaths } from './giveaway-page-heads.js';
export { giveawaysSeeder, GIVEAWAYS_SEEDER_NAME, type DemoGiveawayAuthors } from './seed/giveaways.seeder.js';
