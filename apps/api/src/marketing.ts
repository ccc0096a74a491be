import type { Database } from '@folio/db';
import {
  acceptAllChallenges,
  defineGiveawayMail,
  giveawayPageHeads,
  giveawayRoutes,
  giveawayService,
  giveawaySitemapPaths,
  type ChallengeVerifier,
  type GiveawayAuthorsPort,
  type GiveawaysDeps,
} from '@folio/giveaways-server';
import type { MailQueue } from '@folio/mail';
import { catalogStoresPort } from '@folio/order-forms-server';
import { peopleEventsPort } from '@folio/events-server';
import { peopleReads } from '@folio/people-server';
import type { Logger, PageHeadRoute } from '@folio/server-kit';

/** Giveaways read the catalog's authors through the people domain's public reads, joined here. */
export function giveawayAuthors(db: Database): GiveawayAuthorsPort {
  const people = peopleReads({ db, events: peopleEventsPort, stores: catalogStoresPort });
  return {
    async byIds(ids) {
      const rows = await people.authorsByIds(ids);
      return new Map(rows.map((author) => [author.id, { id: author.id, slug: author.slug, name: author.name, avatar_url: author.avatar_url }]));
    },
    idBySlug: async (slug) => (await people.authorId(slug)) ?? null,
  };
}

export interface MarketingOptions {
  mail: MailQueue;
  logger: Logger;
  appUrl: string;
  now?: () => Date;
  /** Bot protection before an entry; the offline default accepts (the integrations issue brings a real one). */
  challenge?: ChallengeVerifier;
}

function giveawaysDeps(db: Database, options: MarketingOptions): GiveawaysDeps {
  return {
    db,
    now: options.now,
    authors: giveawayAuthors(db),
    challenge: options.challenge ?? acceptAllChallenges,
    mail: options.mail,
    logger: options.logger,
    appUrl: options.appUrl,
  };
}

/**
 * The marketing domains, wired: giveaways (their winner e-mail registered with the shared queue)
 * and the service whose `drawDue` the server runs at start and every minute (reads never draw: no
 * GET changes state; the draw is exactly-once however many servers run it).
 */
export function buildMarketing(db: Database, options: MarketingOptions) {
  const deps = giveawaysDeps(db, options);
  defineGiveawayMail({ mail: options.mail, db, appUrl: options.appUrl, authorSlug: async (id) => (await deps.authors.byIds([id])).get(id)?.slug ?? null });
  const giveaways = giveawayService(deps);
  return { giveaways, domains: [giveawayRoutes(deps, giveaways)] };
}

/** The giveaway pages' heads for the served HTML (link previews). */
export function marketingPageHeads(db: Database, options: MarketingOptions): PageHeadRoute[] {
  return giveawayPageHeads(giveawaysDeps(db, options));
}

/** Giveaway page paths for the sitemap (the content domain's sitemap takes them; wired at merge). */
export function marketingSitemapPaths(db: Database): Promise<string[]> {
  return giveawaySitemapPaths({ db, authors: giveawayAuthors(db) });
}
