/** One e-mail, plain text first; `html` is an optional alternative part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The mail port: an SMTP server in production, the development mailbox by default. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
