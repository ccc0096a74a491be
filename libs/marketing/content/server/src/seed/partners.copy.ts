export interface PartnerCopy {
  slug: string;
  name: string;
  kind: string;
  blurb: string;
  url: string;
  markdown: string;
}

export const PARTNERS: PartnerCopy[] = [
  {
    slug: 'lantern-street-books',
    name: 'Lantern Street Books',
    kind: 'Independent bookshop',
    blurb: 'An independent bookshop that runs a dozen signings a year and sells every one through Folio preorders.',
    url: 'https://lanternstreetbooks.example',
    markdown:
      'Lantern Street Books has hosted author events for twenty years. Since moving their signings to Folio they take preorders for every event, ask a deposit on limited editions, and run pickups from alphabetised crates at the front of the shop.\n\n> "We used to guess how many copies to order. Now we know, and nobody leaves empty-handed." — the events manager\n\nThey also ship signed copies to readers who cannot make the evening.',
  },
  {
    slug: 'northern-lights-book-con',
    name: 'Northern Lights Book Con',
    kind: 'Reader convention',
    blurb: 'A two-day reader convention with 80 authors, where every signing table takes preorders on Folio.',
    url: 'https://northernlightsbookcon.example',
    markdown:
      'Northern Lights Book Con brings together about 80 authors and 2,000 readers each spring. Every attending author opens an order form on Folio a month before, so the hall’s queues are for signatures, not sales.\n\nThe convention lists its event on Folio for free; each author and vendor is paid directly for their own orders.',
  },
  {
    slug: 'paper-and-post',
    name: 'Paper & Post',
    kind: 'Shipping supplies',
    blurb:
      'Book boxes and corner protectors sized for hardbacks and special editions, with a discount for Folio sellers.',
    url: 'https://paperandpost.example',
    markdown:
      'Paper & Post makes rigid book boxes and corner protectors in the sizes signed editions actually come in. Folio sellers get 10% off their first order; the code is in the seller dashboard.\n\nTheir packing guide pairs well with our post on [shipping signed books](/blog/shipping-signed-books).',
  },
];
