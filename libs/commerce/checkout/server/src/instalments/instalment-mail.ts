import { checkoutPagePaths } from '@folio/checkout-contract';
import type { Database } from '@folio/db';
import { formatMinorUnits } from '@folio/formatting';
import type { MailQueue, RenderedMail } from '@folio/mail';
import { orderPagePaths } from '@folio/orders-contract';
import { instalmentById, orderWithBuyer } from '@folio/orders-server';

/** The scheduler's e-mails, queued by id only (no address, amount or card detail sits in the outbox). */
export const InstalmentMail = {
  reminder: 'instalments.reminder',
  receipt: 'instalments.receipt',
  failed: 'instalments.failed',
  missed: 'instalments.missed',
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const longDate = (isoDate: string) =>
  new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function message(to: string, subject: string, lines: string[], link: { label: string; url: string }): RenderedMail {
  return {
    message: {
      to,
      subject,
      text: [...lines, '', `${link.label}: ${link.url}`, '', 'Folio'].join('\n'),
      html: [
        ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
        `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
        '<p>Folio</p>',
      ].join('\n'),
    },
  };
}

/**
 * Registers the scheduler's templates with the mail queue. Each is rendered at delivery from the
 * instalment's current rows, and not sent when the instalment or its account has gone.
 */
export function defineInstalmentMail({ mail, db, appUrl }: { mail: MailQueue; db: Database; appUrl: string }) {
  async function load(instalmentId: string) {
    const instalment = await instalmentById(db, instalmentId);
    const buyer = instalment ? await orderWithBuyer(db, instalment.orderId) : null;
    if (!instalment || !buyer) return null;
    const { order } = buyer;
    return {
      ...buyer,
      instalment,
      amount: formatMinorUnits(instalment.amountMinor, order.currency),
      what: `instalment ${instalment.sequence} of order ${order.orderNumber}`,
      due: longDate(instalment.dueDate),
      payUrl: `${appUrl}${checkoutPagePaths.instalment(instalment.id)}`,
      planUrl: `${appUrl}${orderPagePaths.paymentPlan(order.orderNumber)}`,
    };
  }

  mail.define(InstalmentMail.reminder, async ({ instalmentId = '' }) => {
    const r = await load(instalmentId);
    if (!r || r.instalment.status !== 'scheduled') return null;
    return message(
      r.email,
      `Reminder: ${r.amount} due on ${r.due} (order ${r.order.orderNumber})`,
      [
        `Hello ${r.firstName},`,
        `Your ${r.what}, ${r.amount}, will be charged to your saved payment method on ${r.due}.`,
        'You can pay it now instead if you prefer.',
      ],
      { label: 'Pay it now', url: r.payUrl },
    );
  });

  mail.define(InstalmentMail.receipt, async ({ instalmentId = '' }) => {
    const r = await load(instalmentId);
    if (!r) return null;
    return message(
      r.email,
      `Receipt: ${r.amount} paid (order ${r.order.orderNumber})`,
      [
        `Hello ${r.firstName},`,
        `We charged ${r.amount} for your ${r.what} (payment ${r.instalment.paymentId ?? ''}).`,
        'Thank you.',
      ],
      { label: 'See your payment plan', url: r.planUrl },
    );
  });

  mail.define(InstalmentMail.failed, async ({ instalmentId = '', retryAt = '' }) => {
    const r = await load(instalmentId);
    if (!r) return null;
    return message(
      r.email,
      `Payment failed: ${r.amount} for order ${r.order.orderNumber}`,
      [
        `Hello ${r.firstName},`,
        `We could not charge ${r.amount} for your ${r.what}. Your card issuer said: "${r.instalment.lastError ?? 'The payment did not go through.'}"`,
        `We will try again on ${longDate(retryAt)}. You can pay it now with another card instead.`,
      ],
      { label: 'Pay it now', url: r.payUrl },
    );
  });

  mail.define(InstalmentMail.missed, async ({ instalmentId = '', outcome = '', attempts = '3' }) => {
    const r = await load(instalmentId);
    if (!r) return null;
    const result =
      outcome === 'cancel_order'
        ? 'As the seller’s policy says, the order is cancelled and what you paid is being refunded to your card.'
        : 'As the seller’s policy says, the order is cancelled and the seller keeps what you paid so far.';
    return message(
      r.email,
      `Order ${r.order.orderNumber} cancelled: instalment not paid`,
      [
        `Hello ${r.firstName},`,
        `We could not charge ${r.amount} for your ${r.what} after ${attempts} attempts. Your card issuer said: "${r.instalment.lastError ?? ''}"`,
        result,
      ],
      { label: 'See your order', url: r.planUrl },
    );
  });
}
