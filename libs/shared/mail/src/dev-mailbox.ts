import type { DevMailboxMessage } from '@folio/auth-contract';
import type { Database } from '@folio/db';
import type { Logger } from '@folio/server-kit';
import { desc } from 'drizzle-orm';
import { devMailbox } from './dev-mailbox.table.js';
import type { Mailer, MailMessage } from './mailer.js';

/** Every http(s) link of a plain-text body, once each, in order. */
const linksOf = (text: string): string[] => [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];

/**
 * The embedded default: messages are stored in `dev_mailbox` instead of being sent, so the
 * product works offline; a developer reads them at `GET /api/dev/mailbox` (`npm run dev`, loopback
 * only). With a `logger`, each message's subject and links are also logged at info level, so
 * whoever runs the server without SMTP (`npm start` has no mailbox page) still finds a
 * verification or reset link. Those links carry tokens: the API passes the logger only when this
 * mailbox is the mailer, never with SMTP, and never logs the address or the body.
 */
export function createDevMailboxMailer({
  db,
  logger,
  now = () => new Date(),
}: {
  db: Database;
  logger?: Logger;
  now?: () => Date;
}): Mailer {
  return {
    async send(message: MailMessage) {
      await db.insert(devMailbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        createdAt: now(),
      });
      logger?.info(
        { subject: message.subject, links: linksOf(message.text) },
        'e-mail kept in the development mailbox (SMTP_URL is not set)',
      );
    },
  };
}

/** The stored messages, newest first. */
export async function listDevMailbox(db: Database, limit = 50): Promise<DevMailboxMessage[]> {
  const rows = await db.select().from(devMailbox).orderBy(desc(devMailbox.createdAt), desc(devMailbox.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: row.createdAt.toISOString(),
  }));
}
