import { formatMinorUnits } from '@folio/formatting';
import { titleBesideSeller, type FormNames } from '@folio/order-forms-contract';
import {
  INSTALMENT_LIFECYCLE,
  ORDER_LIFECYCLE,
  TRANSACTION_LIFECYCLE,
  type InstalmentStatus,
  type Order,
  type OrderStatus,
} from '@folio/orders-contract';

/** Money of an order: integer minor units in its own currency, with the code (spec section 9). */
export const money = (minor: number, currency: string) => formatMinorUnits(minor, currency);

/** What names an order's form: its title, its seller and its event (see `formLine`). */
export const formNamesOf = (order: Pick<Order, 'order_form' | 'seller' | 'event'>): FormNames => ({
  title: order.order_form.title,
  sellerName: order.seller.name,
  eventTitle: order.event?.title ?? null,
});

/**
 * What the form's title says besides its seller and its event, or null: nothing for the usual
 * "{seller} at {event}", "Signed books by post" for "John Flatley: signed books by post".
 */
export function formOwnTitle(order: Pick<Order, 'order_form' | 'seller' | 'event'>): string | null {
  const names = formNamesOf(order);
  const rest = titleBesideSeller(names);
  return rest !== null && rest !== names.eventTitle ? rest : null;
}

export type Tone = 'accent' | 'success' | 'warning' | undefined;

/** The colour of each order state's badge; the words are the lifecycle's own (ORDER_LIFECYCLE). */
const ORDER_TONES: Record<OrderStatus, Tone> = {
  pending_payment: 'warning',
  paid: 'success',
  deposit_paid: 'accent',
  cancelled: undefined,
  expired: undefined,
  abandoned: undefined,
  refunded: undefined,
  // An instalment stayed unpaid and the seller keeps what was paid: closed, nothing more is charged.
  defaulted: 'warning',
};

const INSTALMENT_TONES: Record<InstalmentStatus, Tone> = {
  scheduled: 'accent',
  paid: 'success',
  failed: 'warning',
  cancelled: undefined,
};

const labelled = <S extends string>(states: { readonly [K in S]: { label: string } }, tones: Record<S, Tone>) =>
  Object.fromEntries(
    (Object.keys(states) as S[]).map((state) => [state, { label: states[state].label, tone: tones[state] }]),
  ) as Record<S, { label: string; tone: Tone }>;

export const ORDER_STATUS_LABELS = labelled(ORDER_LIFECYCLE.states, ORDER_TONES);
export const INSTALMENT_STATUS_LABELS = labelled(INSTALMENT_LIFECYCLE.states, INSTALMENT_TONES);
export const TRANSACTION_STATUS_LABELS = labelled(TRANSACTION_LIFECYCLE.states, {
  pending: undefined,
  succeeded: 'success',
  failed: 'warning',
});

// Intl rather than the formatting lib's date functions, which bring luxon into the page (quality bar F3).
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const eventDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

function valid(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/** A calendar day of the contract (`2099-05-01`, UTC) as 'May 1, 2099'. */
export function formatDay(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return valid(date) ? dayFormat.format(date) : isoDate;
}

/** A moment in the reader's own clock: 'May 1, 2099, 3:45 PM'. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return valid(date) ? dateTimeFormat.format(date) : iso;
}

/** An event's day in the reader's clock: 'Sat, Jun 1, 2099'. */
export function formatEventDay(iso: string): string {
  const date = new Date(iso);
  return valid(date) ? eventDayFormat.format(date) : iso;
}

/** '1 order' / '3 orders'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Where one instalment is paid early: checkout's page (orders may not import checkout, so the
 * path is written here, as `checkoutPagePaths.instalment` of @folio/checkout-contract has it). A
 * plain link: the payment screen loads the provider's script on a page of its own.
 */
export const instalmentPayPath = (id: string) => `/checkout/installment/${encodeURIComponent(id)}`;
