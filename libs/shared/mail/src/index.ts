// Public API of @folio/mail: the mail port, its adapters and the delivery queue.
export type { Mailer, MailMessage } from './mailer.js';
export { createSmtpMailer, type SmtpMailerOptions } from './smtp-mailer.js';
export { createDevMailboxMailer, listDevMailbox } from './dev-mailbox.js';
export { devMailboxRoutes } from './dev-mailbox.routes.js';
export { devMailbox, type DevMailboxRow } from './dev-mailbox.table.js';
export { mailOutbox, type MailOutboxRow } from './mail-outbox.table.js';
export {
  createMailQueue,
  type MailQueue,
  type MailQueueOptions,
  type MailRenderer,
  type RenderedMail,
} from './mail-queue.js';
