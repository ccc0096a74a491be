import { users } from '@folio/auth-server';
import type { Database } from '@folio/db';
import { giveawayWebPaths } from '@folio/giveaways-contract';
import type { MailQueue } from '@folio/mail';
import { eq } from 'drizzle-orm';
import { giveawayRepo } from './giveaway.repo.js';

export const GiveawayMail = { winner: 'giveaways.winner' } as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * Registers the winner's e-mail with the queue. It is rendered at delivery from ids only (no
 * personal data sits in the outbox), and not sent if the account or giveaway has gone.
 */
export function defineGiveawayMail({
  mail,
  db,
  appUrl,
  authorSlug,
}: {
  mail: MailQueue;
  db: Database;
  appUrl: string;
  authorSlug: (authorId: string) => Promise<string | null>;
}) {
  mail.define(GiveawayMail.winner, async ({ userId = '', giveawayId = '', entryNumber = '' }) => {
    const [user] = await db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    const giveaway = await giveawayRepo(db).find(giveawayId);
    if (!user || !giveaway) return null;
    const slug = await authorSlug(giveaway.authorId);
    const url = `${appUrl}${slug ? giveawayWebPaths.page(slug) : giveawayWebPaths.list}`;
    const lines = [
      `Hello ${user.firstName},`,
      `Your entry #${entryNumber} won the giveaway "${giveaway.title}": ${giveaway.prize}.`,
      'We will be in touch about delivery. The draw and its seed are published on the giveaway page, where anyone can check it.',
    ];
    return {
      message: {
        to: user.email,
        subject: `You won: ${giveaway.title}`,
        text: [...lines, '', `See the draw: ${url}`, '', 'Folio'].join('\n'),
        html: [
          ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
          `<p><a href="${escapeHtml(url)}">See the draw</a></p>`,
          '<p>Folio</p>',
        ].join('\n'),
      },
    };
  });
}
