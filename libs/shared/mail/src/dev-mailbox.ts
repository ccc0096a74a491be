import type { DevMailboxMessage } from '@folio/auth-contract';
import type { Database } from '@folio/db';
import { desc } from 'drizzle-orm';
import { devMailbox } from './dev-mailbox.table.js';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * The embedded default: messages are stored in `dev_mailbox` instead of being sent, so the
 * product works offline and a developer reads them at `GET /api/dev/mailbox`. Nothing is logged.
 */
export function createDevMailboxMailer({ db, now = () => new Date() }: { db: Database; now?: () => Date }): Mailer {
  return {
    async send(message: MailMessage) {
      await db.insert(devMailbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        createdAt: now(),
      });
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
