import type { Database } from '@folio/db';
import type { GiveawayAuthor } from '@folio/giveaways-contract';
import type { BotChallengeVerifier } from '@folio/integrations-server';
import type { MailQueue } from '@folio/mail';
import type { Logger } from '@folio/server-kit';

/** The catalog's authors as giveaways read them: wired in the shell from the people domain's public reads. */
export interface GiveawayAuthorsPort {
  byIds(ids: readonly string[]): Promise<Map<string, GiveawayAuthor>>;
  idBySlug(slug: string): Promise<string | null>;
}

export interface GiveawaysDeps {
  db: Database;
  now?: () => Date;
  authors: GiveawayAuthorsPort;
  /** Bot protection before an entry (`botChallengeOff` of `@folio/integrations-server` when none is configured). */
  challenge: BotChallengeVerifier;
  /** The winners' e-mails go through the shared queue (templates registered by `defineGiveawayMail`). */
  mail: MailQueue;
  logger: Logger;
  /** The public web origin, for links in e-mails. */
  appUrl: string;
}
