import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  url: string;
  /** The From header: `Folio <no-reply@folio.example>`. */
  from: string;
  /** Connection, greeting and socket timeouts: a dead server fails fast and the queue retries. */
  timeoutMs?: number;
}

/** The domain of a From header (`Folio <no-reply@folio.example>`), for Message-IDs. */
const domainOf = (from: string): string => /@([^>\s]+)/.exec(from)?.[1] ?? 'folio.localhost';

/** The production adapter: nodemailer over SMTP. */
export function createSmtpMailer({ url, from, timeoutMs = 10_000 }: SmtpMailerOptions): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const domain = domainOf(from);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        ...(message.id ? { messageId: `<${message.id}@${domain}>` } : {}),
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: () => transport.close(),
  };
}
