import type { PageCopy } from './pages.copy.js';

/**
 * The home page's words. Its events, authors, giveaways and posts come from their domains; these
 * blocks are the invitation around them: the hero, how it works, who it is for, and the closing call.
 */
export const HOME_PAGE: PageCopy = {
  slug: 'home',
  title: 'The place where books find their readers',
  description:
    'Explore books and connect with authors. Preorder signed copies, pay by deposit or instalments and pick them up at the signing.',
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Signed books · Signings · Giveaways',
      title: 'The place where books find their readers',
      lead: 'Explore books and connect with the authors you love. Preorder signed copies for the signings near you, reserve them with a deposit or pay in instalments, and collect them in person.',
      actions: [
        { label: 'Explore upcoming signings', href: '/events' },
        { label: 'Meet the authors', href: '/authors' },
      ],
    },
    {
      kind: 'steps',
      title: 'From preorder to the signing table in three steps',
      items: [
        {
          title: 'Preorder from the author’s order form',
          text: 'Every signing has its own order form. Choose your books and bundles, and your cart waits for you, even before you sign in.',
        },
        {
          title: 'Pay by deposit or in instalments',
          text: 'Secure your copies with a deposit and spread the rest over a payment plan, or pay in full at checkout.',
        },
        {
          title: 'Pick up at the signing',
          text: 'Your order is packed and waiting at the event. Collect it, meet the author and have your books signed in person.',
        },
      ],
    },
    {
      kind: 'features',
      title: 'Made for everyone who brings books and readers together',
      items: [
        {
          title: 'For readers',
          text: 'Follow the authors you love, preorder signed editions and keep every event and order in one place.',
          action: { label: 'How Folio works for readers', href: '/for-readers' },
        },
        {
          title: 'For authors',
          text: 'Sell signed books through your own order forms, take deposits and know your numbers before the event.',
          action: { label: 'Sell your signed books', href: '/for-authors' },
        },
        {
          title: 'For vendors',
          text: 'Bring your shop to the signing: list your stock, take preorders and hand over orders without the queue.',
          action: { label: 'Bring your shop', href: '/for-vendors' },
        },
        {
          title: 'For organizers',
          text: 'Run book signings with preorders built in, so every reader leaves with the books they came for.',
          action: { label: 'Run a signing', href: '/for-organizers' },
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Your next signed book is waiting',
      text: 'Find a signing near you and preorder your signed copy before the day.',
      action: { label: 'Browse events', href: '/events' },
    },
  ],
};
