import { wholeNumberQuery } from '@folio/http-contract';
import * as v from 'valibot';
import { EmailField, Timestamp } from './fields.js';

/** One e-mail held by the development mailbox (`GET /api/dev/mailbox`, never in production). */
export const DevMailboxMessage = v.object({
  id: v.string(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.nullable(v.string()),
  created_at: Timestamp,
});
export type DevMailboxMessage = v.InferOutput<typeof DevMailboxMessage>;

export const DevMailbox = v.object({ data: v.array(DevMailboxMessage) });
export type DevMailbox = v.InferOutput<typeof DevMailbox>;

export const MAX_DEV_MAILBOX_LIMIT = 200;
/** `GET /api/dev/mailbox?limit=`: how many of the newest messages, 50 unless asked. */
export const DevMailboxQuery = v.object({ limit: v.optional(wholeNumberQuery('limit', MAX_DEV_MAILBOX_LIMIT), '50') });
export type DevMailboxQuery = v.InferOutput<typeof DevMailboxQuery>;

/** `POST /api/dev/sso-ticket` (development only): a ticket for this account. */
export const DevSsoTicketInput = v.object({ email: EmailField });
export type DevSsoTicketInput = v.InferOutput<typeof DevSsoTicketInput>;
export const DevSsoTicket = v.object({ ticket: v.string(), expires_in: v.number() });
export type DevSsoTicket = v.InferOutput<typeof DevSsoTicket>;
