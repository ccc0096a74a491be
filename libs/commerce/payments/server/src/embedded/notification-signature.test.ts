import { describe, expect, it } from 'vitest';
import { InvalidNotificationError } from '../payment-provider.port.js';
import { signNotification, verifyNotification } from './notification-signature.js';

const body = JSON.stringify({
  id: 'evt_1',
  type: 'payment.succeeded',
  created: 1_795_600_000,
  data: { payment_id: 'pi_1', refund_id: null, metadata: { order_id: 'o1' } },
});
const at = new Date('2026-11-25T10:00:00Z');
const seconds = (n: number) => new Date(at.getTime() + n * 1000);

describe('Folio-Signature', () => {
  it('accepts our own signature within 300 s and parses the notification', () => {
    const header = signNotification(body, 'whsec_a', at);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyNotification(body, header, 'whsec_a', seconds(300))).toEqual({
      id: 'evt_1',
      type: 'payment.succeeded',
      createdAt: new Date(1_795_600_000 * 1000),
      paymentId: 'pi_1',
      refundId: null,
      metadata: { order_id: 'o1' },
    });
  });

  it.each([
    ['stale by more than 300 s', (h: string) => h, body, 'whsec_a', seconds(301)],
    ['signed with another secret', (h: string) => h, body, 'whsec_b', at],
    ['with a changed body', (h: string) => h, body.replace('pi_1', 'pi_2'), 'whsec_a', at],
    [
      'with a forged signature',
      (h: string) => h.replace(/v1=[0-9a-f]/, (m) => (m.endsWith('0') ? 'v1=1' : 'v1=0')),
      body,
      'whsec_a',
      at,
    ],
    [
      'with a timestamp moved',
      (h: string) => h.replace(/t=(\d+)/, (_, t: string) => `t=${Number(t) + 1}`),
      body,
      'whsec_a',
      at,
    ],
    ['without a signature', () => '', body, 'whsec_a', at],
    ['with a garbled header', () => 't=abc,v1=xyz', body, 'whsec_a', at],
  ])('refuses a notification %s', (_, tamper, rawBody, secret, now) => {
    const header = tamper(signNotification(body, 'whsec_a', at));
    expect(() => verifyNotification(rawBody, header || undefined, secret, now)).toThrow(InvalidNotificationError);
  });

  it('refuses a correctly signed body that is not a notification', () => {
    const junk = '{"hello":1}';
    expect(() => verifyNotification(junk, signNotification(junk, 'whsec_a', at), 'whsec_a', at)).toThrow(
      InvalidNotificationError,
    );
  });
});
