/** One e-mail, plain text first; `html` is an optional alternative part. */
export interface MailMessage {
  /**
   * The message's own id, the same at every attempt (the queue gives its outbox row's): the SMTP
   * adapter sends it as the Message-ID, so a copy sent again after a crash is recognisably the same.
   */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The mail port: an SMTP server in production, the development mailbox by default. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
