import type { ContentBlockInput } from '@folio/content-contract';

/** A page as the seeder writes it: its row. */
export interface PageCopy {
  slug: string;
  title: string;
  description: string;
  blocks: ContentBlockInput[];
}

// The fees, said once and quoted on every page that mentions them.
export const FEES = {
  order: '5% of each order’s item total',
  card: '2.9% + 30¢ per card charge',
} as const;

const startSelling: ContentBlockInput = {
  kind: 'cta',
  title: 'Open your first order form this week',
  text: 'Set up takes an afternoon: add your books and bundles, pick the signing, choose deposits or instalments, and share the link. You pay nothing until a reader pays you.',
  action: { label: 'See the fees', href: '/for-authors/pricing' },
};

export const PAGES: PageCopy[] = [
  {
    slug: 'about',
    title: 'About Folio',
    description:
      'Folio is where readers preorder signed books from the authors and booksellers at a signing, pay by deposit or instalments, and pick them up at the table.',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'About us',
        title: 'Signed books, ready at the table',
        lead: 'Folio is the place to preorder signed books from the authors and booksellers at a signing, pay for them the way that suits you, and collect them at the table or have them shipped. We built it because the best part of a signing should be meeting the author, not queueing with a wallet.',
        actions: [
          { label: 'Find a signing', href: '/events' },
          { label: 'Read the blog', href: '/blog' },
        ],
      },
      {
        kind: 'markdown',
        title: 'Why we started',
        markdown:
          'Book signings run on goodwill and spreadsheets. An author brings three boxes of hardbacks and hopes they guessed right; a reader drives two hours and finds the special edition sold out at ten past eleven; a bookseller spends the week after reconciling cash, cards and IOUs.\n\nFolio moves the buying to before the day. Each author or bookseller at a signing opens an **order form** with their books, bundles and editions. Readers preorder from home, pay in full, pay a deposit, or spread the cost over instalments, and choose to pick up at the table or have the books posted. On the day, the author knows exactly what to sign and for whom, and the reader walks up with their name already on a stack.\n\nWe are a small team of readers, former booksellers and engineers. We answer support mail ourselves.',
      },
      {
        kind: 'features',
        title: 'What Folio does',
        items: [
          {
            title: 'Preorders per signing',
            text: 'Every event lists the authors and vendors attending, each with an order form you can shop from weeks before the doors open.',
          },
          {
            title: 'Deposits and instalments',
            text: 'Secure a limited edition with a deposit, or split the total into instalments that finish before the event. The order form shows every date and amount up front.',
          },
          {
            title: 'Pickup or shipping',
            text: 'Collect your signed books at the author’s table, or choose shipping at checkout if you cannot make the day.',
          },
          {
            title: 'Follow authors',
            text: 'Follow the authors you read and hear first when they announce a signing, open a store or run a giveaway.',
          },
        ],
      },
      {
        kind: 'markdown',
        title: 'How we make money',
        markdown: `Authors and vendors pay us ${FEES.order}, plus card processing at cost (${FEES.card}). There is no monthly fee and no set-up fee, and readers pay no booking fee. The full breakdown is on [our pricing page](/for-authors/pricing).`,
      },
      {
        kind: 'cta',
        title: 'Have a question?',
        text: 'Write to us and a person will answer, usually within one working day.',
        action: { label: 'hello@folio.test', href: 'mailto:hello@folio.test' },
      },
    ],
  },
  {
    slug: 'for-readers',
    title: 'For readers',
    description:
      'Preorder signed books before the signing, pay by deposit or instalments, and pick them up at the author’s table or have them shipped.',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'For readers',
        title: 'Your signed books, waiting for you at the table',
        lead: 'Preorder from the authors and booksellers at a signing before the day. Your books are put aside with your name on them, so you spend the signing talking to the author, not queueing to pay.',
        actions: [
          { label: 'Browse signings', href: '/events' },
          { label: 'Read the readers’ guide', href: '/guides/book-signings/readers-guide' },
        ],
      },
      {
        kind: 'steps',
        title: 'How it works',
        items: [
          {
            title: 'Find a signing',
            text: 'Browse upcoming events near you or online, and open the store of each author or vendor attending.',
          },
          {
            title: 'Build your order',
            text: 'Add books, special editions and bundles. Personalisation notes for the author go in the cart message.',
          },
          {
            title: 'Choose how to pay',
            text: 'Pay in full, pay a deposit now and the rest later, or spread the total over instalments. The dates and amounts are shown before you pay.',
          },
          {
            title: 'Pick up or get it posted',
            text: 'Collect at the table on the day, or choose shipping at checkout. Either way you get an e-mail when your order is ready.',
          },
        ],
      },
      {
        kind: 'features',
        title: 'Why readers preorder',
        items: [
          {
            title: 'No sold-out tables',
            text: 'Limited editions are reserved for you the moment your deposit clears.',
          },
          {
            title: 'Pay over time',
            text: 'Instalments carry no interest and no fee from Folio; you can pay the balance early whenever you like.',
          },
          {
            title: 'One place for your orders',
            text: 'See every order, payment plan and receipt in your account, grouped by event.',
          },
          {
            title: 'Follow your authors',
            text: 'Follow an author and hear when they announce signings, stores and giveaways.',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Questions readers ask',
        items: [
          {
            question: 'What happens if I miss an instalment?',
            answer:
              'We retry the card after two days and e-mail you each time. If an instalment is still unpaid seven days after its date, the seller may cancel the order under their terms; payments already made are refunded less any non-refundable deposit the order form stated.',
          },
          {
            question: 'Can I get my books shipped instead?',
            answer:
              'Yes, when the seller offers shipping. Choose it at checkout; the cost is shown before you pay and the books are posted after the signing.',
          },
          {
            question: 'Can someone else pick up for me?',
            answer:
              'Yes. Forward them your order confirmation e-mail; the seller checks the order number and name at the table.',
          },
          {
            question: 'Does Folio charge readers a fee?',
            answer: 'No. The price on the order form, plus shipping if you choose it, is what you pay.',
          },
        ],
      },
    ],
  },
  {
    slug: 'for-vendors',
    title: 'For vendors',
    description:
      'Booksellers and vendors: take preorders for every signing you attend, collect deposits and instalments, and know what to bring before you pack the van.',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'For booksellers and vendors',
        title: 'Know what sold before you pack the van',
        lead: 'Open an order form for each signing you attend. Readers preorder and pay in advance; you bring the right number of copies, and the day runs on pickups instead of cash tins.',
        actions: [{ label: 'See the fees', href: '/for-authors/pricing' }],
      },
      {
        kind: 'features',
        title: 'Built for how bookshops work signings',
        items: [
          {
            title: 'One form per event',
            text: 'Books, merchandise and bundles, with stock limits per product so you never oversell a signed edition.',
          },
          {
            title: 'Deposits that stick',
            text: 'Ask for a deposit on limited stock and take the balance before the event or at pickup.',
          },
          {
            title: 'Pick lists',
            text: 'Orders for each event in one list, by reader and by title, ready to print for the table.',
          },
          {
            title: 'Payouts weekly',
            text: 'Money from paid orders reaches your bank account every week, with a statement per event.',
          },
        ],
      },
      {
        kind: 'pricing',
        title: 'What it costs',
        rows: [
          { item: 'Folio fee', fee: FEES.order, note: 'Charged on products and bundles, never on shipping or tax.' },
          { item: 'Card processing', fee: FEES.card, note: 'Passed on at cost from our payment processor.' },
          { item: 'Monthly fee', fee: 'None' },
        ],
      },
      startSelling,
    ],
  },
  {
    slug: 'for-authors',
    title: 'For authors',
    description:
      'Sell signed books ahead of every signing and all year round: preorders, deposits, instalments, pickup at your table and shipping, for 5% per order.',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'For authors',
        title: 'Sign the books your readers already bought',
        lead: 'Folio takes your signing preorders, collects deposits and instalments, and tells you exactly what to bring and whom to personalise for. Between events, your direct store keeps selling signed stock.',
        actions: [
          { label: 'Pricing', href: '/for-authors/pricing' },
          { label: 'Direct sales', href: '/for-authors/direct-sales' },
        ],
      },
      {
        kind: 'features',
        title: 'Everything a signing needs',
        items: [
          { title: 'Book events', text: 'Attach an order form to any signing, convention or launch you attend.' },
          {
            title: 'Direct sales',
            text: 'Sell signed and personalised copies from your own store page all year, shipped from you.',
          },
          {
            title: 'Virtual signings',
            text: 'Run an online signing and ship the books afterwards, with readers ordering before the stream.',
          },
          {
            title: 'Followers',
            text: 'Readers who follow you hear about each new event and store the day you publish it.',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'From sign-up to the signing table',
        items: [
          {
            title: 'Claim your author page',
            text: 'We link your account to your public author page, with your books already listed.',
          },
          {
            title: 'Open an order form',
            text: 'Choose the event, the books and editions, limits per title, deposit and instalment options, and pickup or shipping.',
          },
          {
            title: 'Share the link',
            text: 'Post it to your newsletter and socials; your followers are told automatically.',
          },
          {
            title: 'Sign and hand over',
            text: 'Print the pick list, sign ahead if you like, and hand each reader their stack.',
          },
        ],
      },
      startSelling,
    ],
  },
  {
    slug: 'for-organizers',
    title: 'For event organizers',
    description:
      'List your signing, convention or festival on Folio for free and let every attending author and vendor take preorders ahead of the day.',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'For organizers',
        title: 'Shorter queues, fuller tables, happier readers',
        lead: 'List your event on Folio at no cost. Each author and vendor you invite opens their own order form, and readers arrive with their books already paid for.',
        actions: [{ label: 'See how events work', href: '/for-authors/book-events' }],
      },
      {
        kind: 'features',
        title: 'What organizers get',
        items: [
          {
            title: 'A public event page',
            text: 'Date, venue, attending authors and vendors, and every store, on one page you can link from your own site.',
          },
          { title: 'Free listing', text: 'Organizers pay nothing. Sellers pay the per-order fee on what they sell.' },
          {
            title: 'Attendance you can plan for',
            text: 'Readers mark themselves as attending, so you see interest grow before the doors open.',
          },
          {
            title: 'Smoother pickups',
            text: 'Preorders are collected at each table, so your hall queues move and walk-up sales still happen.',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Organizer questions',
        items: [
          {
            question: 'Do we handle any money?',
            answer:
              'No. Each seller is paid directly for their own orders; Folio never pools ticket or book money with the organizer.',
          },
          {
            question: 'Can we run ticketing on Folio?',
            answer:
              'Not yet. Link your ticketing page from the event description; we are working on entry tickets for later this year.',
          },
        ],
      },
    ],
  },
  {
    slug: 'for-authors-pricing',
    title: 'Pricing for authors and vendors',
    description:
      'Folio charges 5% of each order’s item total plus card processing at cost (2.9% + 30¢). No monthly fee, no set-up fee, and readers pay no booking fee.',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'Pricing',
        title: '5% per order. No monthly fee.',
        lead: 'You pay when you sell and not before. Here is every fee, in full.',
      },
      {
        kind: 'pricing',
        title: 'Fees',
        intro:
          'Fees are taken from each payment before it is paid out to you. Prices below are for sales in US dollars; the same rates apply in pounds, euros and Canadian and Australian dollars, with the fixed part in that currency (30p, 30c).',
        rows: [
          { item: 'Folio fee', fee: FEES.order, note: 'On products and bundles. Not on shipping, not on tax.' },
          {
            item: 'Card processing',
            fee: FEES.card,
            note: 'Charged by our payment processor and passed on at cost. An instalment plan is one charge per instalment.',
          },
          {
            item: 'Deposits and instalments',
            fee: 'No extra fee',
            note: 'The Folio fee is the same 5% however the reader pays.',
          },
          {
            item: 'Refunds',
            fee: 'Folio fee returned',
            note: 'When you refund an order we return our 5%; the card processor keeps its processing fee.',
          },
          { item: 'Payouts', fee: 'Free', note: 'Weekly to your bank account, with a statement for each event.' },
          { item: 'Monthly or set-up fee', fee: 'None' },
        ],
        footnote:
          'Example: a reader orders two signed hardbacks at $28 each and pays $7.50 shipping, $63.50 in one card payment. Folio fee: 5% of $56 = $2.80. Card processing: 2.9% of $63.50 + $0.30 = $2.14. You receive $58.56.',
      },
      {
        kind: 'faq',
        title: 'Pricing questions',
        items: [
          {
            question: 'Do readers pay anything extra?',
            answer: 'No. Readers pay the prices on your order form and the shipping you set, nothing more.',
          },
          {
            question: 'When do I get paid?',
            answer:
              'Every week, for payments that cleared in the week before. Deposits and instalments are paid out as they are collected.',
          },
          {
            question: 'Can I pass the fees on?',
            answer:
              'You set your own prices. Many authors round a signed-edition price up by a dollar or two to cover fees.',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Open your first order form this week',
        text: 'Set up takes an afternoon: add your books and bundles, pick the signing, choose deposits or instalments, and share the link. You pay nothing until a reader pays you.',
        action: { label: 'How book events work', href: '/for-authors/book-events' },
      },
    ],
  },
  {
    slug: 'for-authors-book-events',
    title: 'Book events',
    description:
      'Take preorders for every signing, launch and convention you attend: an order form per event, deposits, instalments and pickup at your table.',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'For authors · Book events',
        title: 'An order form for every signing',
        lead: 'Attach a store to any event on Folio. Readers preorder before the day, and you arrive knowing how many copies to bring and whose names go in them.',
      },
      {
        kind: 'steps',
        title: 'Running a signing with Folio',
        items: [
          {
            title: 'Join the event',
            text: 'Accept the organizer’s invitation or ask us to add you to an event already listed.',
          },
          {
            title: 'Set up the order form',
            text: 'Pick titles and editions, set a stock limit for each, and choose full payment, a deposit, or instalments that end before the event.',
          },
          {
            title: 'Close orders before the day',
            text: 'Choose a closing date; the countdown shows on the form so readers do not miss it.',
          },
          {
            title: 'Hand over at the table',
            text: 'Your pick list groups orders by reader. Check the order number, sign, hand over, done.',
          },
        ],
      },
      {
        kind: 'markdown',
        title: 'Deposits and instalments',
        markdown:
          'A **deposit** secures the order, which matters for numbered and limited editions. You choose the amount (a fixed sum or a percentage) and whether it is refundable. The balance is collected automatically before the event, or at pickup if you prefer.\n\n**Instalments** spread the total over two to four payments, the last one at least a week before the signing. Readers see every date and amount before they pay, and we remind them before each one.',
      },
      startSelling,
    ],
  },
  {
    slug: 'for-authors-direct-sales',
    title: 'Direct sales',
    description:
      'Sell signed and personalised books from your own Folio store all year round, shipped from you, with the same 5% fee and no monthly cost.',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'For authors · Direct sales',
        title: 'Your signed-book shop, open between signings',
        lead: 'Not every reader can come to a signing. Your direct store sells signed and personalised copies all year, and you post them when you are ready.',
      },
      {
        kind: 'features',
        title: 'What you can sell',
        items: [
          { title: 'Signed stock', text: 'Hardbacks, paperbacks and special editions, each with its own stock limit.' },
          {
            title: 'Personalisation',
            text: 'Readers leave a dedication note with their order; you see it on the pick list.',
          },
          { title: 'Bundles', text: 'A series box set, or a book with bookplates, art prints and merchandise.' },
          {
            title: 'Preorders for new releases',
            text: 'Take orders before publication day with a deposit or instalments and ship on release.',
          },
        ],
      },
      {
        kind: 'markdown',
        title: 'Shipping',
        markdown:
          'You set shipping rates by country and by weight band, and readers see the cost before they pay. Folio takes no fee on shipping. You post the books yourself and mark each order as shipped, which e-mails the reader.',
      },
      startSelling,
    ],
  },
  {
    slug: 'for-authors-virtual-signings',
    title: 'Virtual signings',
    description:
      'Run an online signing: readers order signed, personalised books before your stream, and you ship them afterwards.',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'For authors · Virtual signings',
        title: 'A signing for readers who cannot travel',
        lead: 'Announce a virtual signing, take orders before it, sign live on your stream, and ship afterwards. Readers anywhere get a personalised book and a moment with you.',
        actions: [{ label: 'See upcoming virtual signings', href: '/virtual-signings' }],
      },
      {
        kind: 'steps',
        title: 'How a virtual signing runs',
        items: [
          { title: 'List it', text: 'Create the event as virtual, with the date and the stream link you will use.' },
          { title: 'Take orders', text: 'Your order form works as at any signing, with shipping instead of pickup.' },
          { title: 'Sign live', text: 'Work through the pick list on camera; readers love hearing their name.' },
          { title: 'Ship', text: 'Mark orders as shipped as they go out; readers get an e-mail with tracking.' },
        ],
      },
      startSelling,
    ],
  },
  {
    slug: 'partners',
    title: 'Partners',
    description: 'The bookshops, conventions and services Folio works with to bring signed books to readers.',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'Partners',
        title: 'The people who make signings happen',
        lead: 'Bookshops, conventions and services we work with closely. Each runs signings on Folio or makes running them easier.',
      },
    ],
  },
  {
    slug: 'terms',
    title: 'Terms of service',
    description:
      'The terms that apply when you use Folio to preorder, buy or sell signed books, attend signings and follow authors.',
    blocks: [
      {
        kind: 'markdown',
        markdown: `_Last updated: 1 November 2026_\n\nThese terms apply to everyone who uses Folio. By creating an account or placing an order you agree to them. Giveaways have [their own terms](/terms/giveaways).\n\n## Who sells to you\n\nWhen you order on Folio you buy from the author or vendor whose order form you used; they are the seller, and Folio runs the store and takes payment on their behalf. Each seller’s order form may add its own terms (for example whether a deposit is refundable); those are shown before you pay and form part of your order.\n\n## Orders, deposits and instalments\n\n- An order is confirmed when the first payment (the full amount, the deposit or the first instalment) succeeds.\n- Instalments are charged to the card you used on the dates shown at checkout. If a charge fails we retry after two days and notify you. An order whose instalment is unpaid seven days after its date may be cancelled by the seller.\n- You may pay an outstanding balance early at any time from your account.\n\n## Pickup and shipping\n\nPickup orders are held at the seller’s table for the duration of the event. If you cannot attend, contact the seller before the event to arrange shipping at your cost or a pickup by someone else. Shipped orders go out after the event, or when stated on the order form.\n\n## Cancellations and refunds\n\nYou may cancel an order before the order form closes. Payments are refunded except a deposit the order form stated to be non-refundable. After the form closes, cancellations are at the seller’s discretion. Faulty or damaged books are replaced or refunded by the seller.\n\n## Sellers\n\nSellers agree to our [fees](/for-authors/pricing), to describe what they sell accurately, to fulfil paid orders, and to refund orders they cannot fulfil. Folio may suspend a store that repeatedly fails to do so.\n\n## Your account\n\nKeep your password to yourself and tell us if you think someone else has used your account. We may close accounts used for fraud or abuse.\n\n## Liability\n\nFolio is not liable for a seller’s failure to attend an event, but we will help you get a refund for any order not fulfilled. Nothing in these terms limits rights you have by law as a consumer.\n\n## Contact\n\nQuestions about these terms: legal@folio.test.`,
      },
    ],
  },
  {
    slug: 'terms-giveaways',
    title: 'Giveaway terms',
    description:
      'The rules for entering giveaways on Folio: who may enter, how winners are drawn and told, and what happens to your entry.',
    blocks: [
      {
        kind: 'markdown',
        markdown:
          '_Last updated: 1 November 2026_\n\nThese rules apply to every giveaway on Folio, together with our [terms of service](/terms) and [privacy policy](/privacy). A giveaway page may add rules of its own (for example the countries it ships to); those take precedence for that giveaway.\n\n## Who may enter\n\n- Anyone aged 18 or over with a verified Folio account, in a country the giveaway page lists.\n- One entry per person per giveaway. Entries from several accounts of one person are all disqualified.\n- The author running the giveaway, their household and Folio staff may not enter.\n\n## No purchase necessary\n\nEntry is free. Buying something never improves your chance of winning.\n\n## Dates\n\nEach giveaway opens and closes at the times shown on its page (in UTC). Entries received after the close are not counted.\n\n## Drawing and telling the winners\n\nWinners are drawn at random from valid entries within three days of the close. We notify winners by e-mail and in their Folio notifications. A winner who does not reply with a shipping address within 14 days forfeits the prize, and another winner is drawn.\n\n## Prizes\n\nPrizes are as described on the giveaway page, are sent by the author or Folio at no cost to the winner, and cannot be exchanged for cash.\n\n## Your entry and your data\n\nWe use your entry to run the draw and contact you. The author running the giveaway learns the winners’ names and shipping addresses only. If the giveaway page offers to sign you up to the author’s newsletter, that is a separate, optional choice.\n\n## Questions\n\nWrite to giveaways@folio.test.',
      },
    ],
  },
  {
    slug: 'privacy',
    title: 'Privacy policy',
    description:
      'What Folio collects when you browse, order and follow authors, why, who we share it with, and how to see or delete your data.',
    blocks: [
      {
        kind: 'markdown',
        markdown:
          '_Last updated: 1 November 2026_\n\n## What we collect\n\n- **Account**: your name, e-mail address, password (stored only as a hash), and the addresses you save.\n- **Orders**: what you ordered, from whom, for which event, your payment plan and its status. Card details go straight to our payment processor; we never see or store the full card number.\n- **Activity**: the authors you follow, events you mark as attending, items you save, and, for analytics, the pages you visit with a random visitor id.\n- **Location**: an approximate country and city from your browser (if you allow it) or your IP address, kept in your browser to show nearby signings.\n\n## Why\n\nTo run your orders, to show you signings and authors you care about, to prevent fraud, and to improve Folio. We do not sell your data, and we do not show third-party advertising.\n\n## Who sees it\n\nThe seller of an order sees your name, the order and, for shipped orders, your shipping address. Organizers see how many people are attending, not who, unless you make your reader profile public. Our payment processor, e-mail provider and hosting provider process data for us under contract.\n\n## Cookies\n\nWe use a session cookie to keep you signed in, a security cookie against forged requests, and an analytics visitor cookie kept for two years. You can clear them at any time from your browser.\n\n## How long we keep it\n\nAccount data is kept while your account is open. Order records are kept for seven years for tax law. Analytics events are kept for 25 months.\n\n## Your rights\n\nYou can see, correct and export your data from your account, and delete your account at any time. For anything else, write to privacy@folio.test and we will answer within 30 days.',
      },
    ],
  },
  {
    slug: 'readers-guide',
    title: 'A reader’s guide to book signings',
    description:
      'How to get the most from a book signing: preordering, what to bring, queue etiquette, personalisation, and getting your books home safely.',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'Guides · Book signings',
        title: 'A reader’s guide to book signings',
        lead: 'First signing, or fiftieth? Here is how to make the day about the author and the books, not the queue.',
        actions: [{ label: 'Find a signing', href: '/events' }],
      },
      {
        kind: 'markdown',
        title: 'Before the day',
        markdown:
          '1. **Preorder.** Limited and special editions often sell out before the doors open. A deposit holds yours.\n2. **Check the closing date.** Order forms close a few days before the event so sellers can pack. The countdown on each form tells you how long is left.\n3. **Write your personalisation note.** Put the name you want in the book, spelled out, in the cart message. Authors sign faster when they are not guessing.\n4. **Read the event page.** Venue, times, which authors sign when, and whether there is a ticketed line.',
      },
      {
        kind: 'markdown',
        title: 'On the day',
        markdown:
          '- Bring your order confirmation (on your phone is fine) and the name on the order.\n- Bring a tote bag that can take the weight. Hardbacks add up quickly.\n- Go to the seller’s table for your preorders first, then join the signing line if the author signs there separately.\n- Ask before taking photos, and keep your chat short when the line is long. Authors love a quick story about what their book meant to you.\n- Most authors sign books you bring from home too; check the event page for any limit.',
      },
      {
        kind: 'markdown',
        title: 'After the signing',
        markdown:
          'Let ink dry before you stack books face to face. Keep signed books out of direct sun. If something in your order is missing or damaged, write to the seller from your order page the same day; they will put it right.',
      },
      {
        kind: 'faq',
        title: 'Common questions',
        items: [
          {
            question: 'Do I need a ticket?',
            answer: 'It depends on the event; the event page says. Preorders on Folio are separate from entry tickets.',
          },
          {
            question: 'Can I pay the rest of my deposit at the table?',
            answer:
              'Only if the seller offers balance at pickup. Otherwise the balance is charged before the event, on the date shown in your order.',
          },
          {
            question: 'What if I cannot go after all?',
            answer: 'Ask the seller to ship your order instead, or send a friend with your confirmation e-mail.',
          },
        ],
      },
    ],
  },
];
