/** The words of the home page, kept apart from its markup. */

export interface Audience {
  id: string;
  title: string;
  text: string;
  /** The call to action, to a page of the app. */
  link?: { cta: string; href: string };
}

export const steps = [
  {
    title: "Preorder from the author's order form",
    text: 'Every signing has its own order form. Choose your books and bundles, and your cart waits for you, even before you sign in.',
  },
  {
    title: 'Pay by deposit or in instalments',
    text: 'Secure your copies with a deposit and spread the rest over a payment plan, or pay in full at checkout by card or online wallet.',
  },
  {
    title: 'Pick up at the signing',
    text: 'Your order is packed and waiting at the event. Collect it, meet the author and have your books signed in person.',
  },
] as const;

/**
 * Who Folio is for. A card links on only where a page exists: the marketing pages (`/for-readers`,
 * `/for-authors`, `/for-vendors`, `/for-organizers`) come with the marketing issue, which then
 * points every card at its own page.
 */
export const audiences: readonly Audience[] = [
  {
    id: 'readers',
    title: 'For readers',
    text: 'Follow the authors you love, preorder signed editions and keep every event and order in one place.',
    link: { cta: 'Find a signing', href: '/events' },
  },
  {
    id: 'authors',
    title: 'For authors',
    text: 'Sell signed books through your own order forms, take deposits and know your numbers before the event.',
  },
  {
    id: 'vendors',
    title: 'For vendors',
    text: 'Bring your shop to the signing: list your stock, take preorders and hand over orders without the queue.',
  },
  {
    id: 'organizers',
    title: 'For organizers',
    text: 'Run book signings with preorders built in, so every reader leaves with the books they came for.',
  },
];
