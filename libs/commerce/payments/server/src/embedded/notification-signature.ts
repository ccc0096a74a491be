import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import {
  InvalidNotificationError,
  NOTIFICATION_TOLERANCE_SECONDS,
  NOTIFICATION_TYPES,
  type PaymentNotification,
} from '../payment-provider.port.js';

/** The header the embedded provider signs notifications in. */
export const FOLIO_SIGNATURE_HEADER = 'Folio-Signature';

/** The JSON body of a notification as it travels. */
export const NotificationBody = v.object({
  id: v.pipe(v.string(), v.startsWith('evt_')),
  type: v.picklist(NOTIFICATION_TYPES),
  created: v.pipe(v.number(), v.integer()),
  data: v.object({
    payment_id: v.string(),
    refund_id: v.nullable(v.string()),
    metadata: v.record(v.string(), v.string()),
  }),
});
export type NotificationBody = v.InferOutput<typeof NotificationBody>;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

/** `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{body}"}`, Stripe's scheme under our header name. */
export function signNotification(body: string, secret: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

function parseHeader(header: string): { t: number; signatures: string[] } | null {
  let t: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && value && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return t === null || signatures.length === 0 ? null : { t, signatures };
}

/**
 * A notification whose signature is ours and at most `NOTIFICATION_TOLERANCE_SECONDS` old (or
 * ahead) at `now`, parsed; anything else throws `InvalidNotificationError` and is to be ignored.
 */
export function verifyNotification(
  rawBody: string,
  header: string | undefined,
  secret: string,
  now: Date,
): PaymentNotification {
  const parsed = header ? parseHeader(header) : null;
  if (!parsed) throw new InvalidNotificationError('The notification carries no valid signature header.');
  if (Math.abs(now.getTime() / 1000 - parsed.t) > NOTIFICATION_TOLERANCE_SECONDS)
    throw new InvalidNotificationError('The notification is outside the tolerance.');
  const expected = Buffer.from(hmac(secret, parsed.t, rawBody), 'hex');
  const matches = parsed.signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
  if (!matches) throw new InvalidNotificationError('The notification signature does not match.');
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new InvalidNotificationError('The notification body is not JSON.');
  }
  const body = v.safeParse(NotificationBody, json);
  if (!body.success) throw new InvalidNotificationError('The notification body is not a notification.');
  const { id, type, created, data } = body.output;
  return {
    id,
    type,
    createdAt: new Date(created * 1000),
    paymentId: data.payment_id,
    refundId: data.refund_id,
    metadata: data.metadata,
  };
}
