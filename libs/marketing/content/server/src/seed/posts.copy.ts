/** A post as the seeder writes it; `daysAgo` places it relative to the seeding day. */
export interface PostCopy {
  slug: string;
  title: string;
  excerpt: string;
  authorName: string;
  daysAgo: number;
  markdown: string;
}

export const POSTS: PostCopy[] = [
  {
    slug: 'instalments-for-signed-editions',
    title: 'Instalments for signed editions: how they work',
    excerpt:
      'Split a special edition into up to four payments that finish before the signing. Here is how the dates are set and what happens if a payment fails.',
    authorName: 'Maya Okafor',
    daysAgo: 3,
    markdown:
      'Special editions are getting more special, and more expensive. Sprayed edges, foiled cases and numbered signatures can put a single book past $60, and a series box set well past $200. Instalments let readers commit early without paying it all at once.\n\n## How the dates are set\n\nThe seller chooses two, three or four instalments. The first is taken at checkout; the rest are spread evenly so that **the last one lands at least seven days before the event**. That week gives the seller time to pack and the reader time to sort out a failed card.\n\n## What the reader sees\n\nBefore paying, the order form lists every date and amount. After paying, the order page in the reader’s account shows the plan with each instalment marked paid, due or failed, and a button to pay the balance early.\n\n## When a payment fails\n\nWe retry after two days and e-mail the reader each time. If the instalment is still unpaid seven days after its date, the seller may cancel the order. What is refunded then follows the order form’s terms, which are shown before the first payment.\n\n## What it costs\n\nNothing extra. The Folio fee is the same 5% whether a reader pays once or four times; each instalment is a card charge with the processor’s usual fee. See [pricing](/for-authors/pricing) for the details.',
  },
  {
    slug: 'pickup-at-the-table',
    title: 'Pickup at the table, without the queue',
    excerpt:
      'What a preorder pickup looks like from both sides of the signing table, and the three things that make it fast.',
    authorName: 'Tom Reyes',
    daysAgo: 10,
    markdown:
      'A signing table has two queues, whether or not anyone planned it: people buying, and people getting books signed. Preorders remove most of the first one.\n\n## From the reader’s side\n\nWalk up, show the order confirmation on your phone, say your name. The seller finds your stack (already signed, if the author signed ahead) and hands it over. Thirty seconds, and you can join the signing line with your books in hand.\n\n## From the seller’s side\n\nThe pick list for the event groups orders by reader, with personalisation notes beside each title. Sellers who bag and label orders the night before report pickups under a minute even at busy conventions.\n\n## Three things that make it fast\n\n1. **Sort by surname.** Alphabetised crates beat any app.\n2. **Sign ahead where you can.** Personalised copies can be signed the evening before from the pick list.\n3. **Keep walk-up sales at a separate end of the table.** Preorder pickups never wait behind a card reader.',
  },
  {
    slug: 'a-fair-fee',
    title: 'Why we charge 5% and nothing else',
    excerpt:
      'No monthly fee, no set-up fee, no reader booking fee. Here is the reasoning behind our pricing, and what the 5% pays for.',
    authorName: 'Hannah Lindqvist',
    daysAgo: 18,
    markdown:
      'Authors who do two signings a year should not pay for a subscription twelve months a year. That is most of the reasoning behind our pricing: **5% of each order’s item total, plus card processing at cost**, and nothing when you are not selling.\n\n## What the 5% pays for\n\n- The order forms, stores and event pages.\n- Deposits, instalment plans, reminders and retries.\n- E-mail to readers at every step, and support by people.\n- Weekly payouts and per-event statements.\n\n## What it is not charged on\n\nShipping and tax. When you refund an order we give our fee back.\n\n## Why readers pay nothing\n\nBooking fees at checkout feel like a trick, and they come out of readers who are already paying for a signed book and, often, travel. We would rather be paid by the sellers we help sell more.\n\nThe [pricing page](/for-authors/pricing) has a worked example with real numbers.',
  },
  {
    slug: 'virtual-signings-that-work',
    title: 'Virtual signings that readers remember',
    excerpt:
      'Three authors on running an online signing: the set-up, the pace, and how to make a reader three thousand miles away feel seen.',
    authorName: 'Maya Okafor',
    daysAgo: 27,
    markdown:
      'Virtual signings started as a stopgap and became a format of their own. They reach readers who cannot travel and they sell through, because every order is made before the stream.\n\n## The set-up\n\nA phone on a tripod over the table, a second screen with the pick list, good light. Most authors stream to their usual social channel and link it from the event page.\n\n## The pace\n\nAllow about a minute per order. Read the name aloud, say a line about the book, sign, hold it up to the camera. For a hundred orders, plan two sessions.\n\n## Making it personal\n\nReaders write notes in the cart message. Reading one out (with permission) turns a queue into a conversation. Afterwards, mark orders as shipped in batches: each reader gets an e-mail with tracking.\n\nMore on the format on our [virtual signings page for authors](/for-authors/virtual-signings).',
  },
  {
    slug: 'deposits-for-limited-editions',
    title: 'Deposits for limited editions, done fairly',
    excerpt:
      'A deposit holds a numbered copy for a reader and protects a seller’s print run. How to set one readers trust.',
    authorName: 'Tom Reyes',
    daysAgo: 41,
    markdown:
      'When a print run is 300 numbered copies, every no-show costs the seller. Deposits fix that, if they are set fairly.\n\n## Pick an amount that signals intent\n\nMost sellers on Folio ask for 20% to 30% of the price, or a round figure like $15. Enough that readers who order mean it; not so much it feels like paying twice.\n\n## Say whether it is refundable\n\nThe order form asks you to choose. If it is non-refundable, the form says so in plain words before the reader pays, and the order confirmation repeats it.\n\n## Choose when the balance is due\n\nEither automatically before the event (we charge the saved card and remind the reader three days ahead) or at pickup. Automatic balances mean fewer surprises on the day.',
  },
  {
    slug: 'shipping-signed-books',
    title: 'Shipping signed books without the dents',
    excerpt:
      'Corner protectors, book boxes and the one packing mistake that ruins dust jackets: a seller’s checklist for shipped preorders.',
    authorName: 'Priya Natarajan',
    daysAgo: 55,
    markdown:
      'A signed book that arrives with a crushed corner is a refund and a disappointed reader. Packing well costs less than either.\n\n## The checklist\n\n- **Wrap the book first** in tissue or a clear sleeve, so the signature page does not rub.\n- **Corner protectors** on hardbacks, always.\n- **A rigid book box** one size up, with crumpled paper so the book cannot move.\n- **Never a padded envelope alone** for a hardback. That is the mistake that ruins jackets.\n\n## Rates\n\nSet shipping by country and weight band on your order form; readers see the cost before they pay, and Folio takes no fee on shipping. Mark each order as shipped to e-mail the reader their tracking number.',
  },
  {
    slug: 'welcome-to-folio',
    title: 'Welcome to Folio',
    excerpt:
      'Signed books, ready at the table. Why we built a place to preorder from the authors and booksellers at a signing.',
    authorName: 'Hannah Lindqvist',
    daysAgo: 70,
    markdown:
      'We have stood on both sides of the signing table: as readers who drove for hours to find the special edition gone, and as booksellers reconciling cash tins at midnight.\n\nFolio is our answer. Every author and bookseller at a signing can open an order form; readers preorder, pay in full or by deposit or instalments, and pick up at the table or have the books posted. Authors sign what was bought, for the names that bought it.\n\nStart with [the readers’ guide](/guides/book-signings/readers-guide), or if you sell books, [see how it works for authors](/for-authors).',
  },
];
