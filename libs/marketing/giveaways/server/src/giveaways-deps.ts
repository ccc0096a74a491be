import type { Database } from '@folio/db';
import type { GiveawayAuthor } from '@folio/giveaways-contract';
import type { MailQueue } from '@folio/mail';
import type { Logger } from '@folio/server-kit';

/** The catalog's authors as giveaways read them: wired in the shell from the people domain's public reads. */
export interface GiveawayAuthorsPort {
  byIds(ids: readonly string[]): Promise<Map<string, GiveawayAuthor>>;
  idBySlug(slug: string): Promise<string | null>;
}

/**
 * Bot protection before an entry. The offline default (`acceptAllChallenges`) accepts; the
 * integrations issue plugs its challenge (Turnstile, hCaptcha…) in here, in the shell.
 */
export interface ChallengeVerifier {
  verify(input: { token: string | undefined; userId: string; ip: string | undefined }): Promise<boolean>;
}

export const acceptAllChallenges: ChallengeVerifier = { verify: async () => true };

export interface GiveawaysDeps {
  db: Database;
  now?: () => Date;
  authors: GiveawayAuthorsPort;
  challenge: ChallengeVerifier;
  /** The winners' e-mails go through the shared queue (templates registered by `defineGiveawayMail`). */
  mail: MailQueue;
  logger: Logger;
  /** The public web origin, for links in e-mails. */
  appUrl: string;
}
