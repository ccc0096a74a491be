/** The fixed parts of the demo events: virtual hosts, categories and the themed collections. */

/** Organisers of virtual signings: whose clock and currency a virtual event uses. */
export const VIRTUAL_HOSTS = [
  { timezone: 'America/New_York', currency: 'USD' },
  { timezone: 'Europe/London', currency: 'GBP' },
  { timezone: 'America/Los_Angeles', currency: 'USD' },
  { timezone: 'Australia/Sydney', currency: 'AUD' },
] as const;

export const VIRTUAL_PLATFORMS = ['Zoom', 'YouTube Live', 'Crowdcast', 'StreamYard'] as const;

export const CATEGORIES = [
  {
    slug: 'signing',
    name: 'Signing',
    description: 'Meet authors at their tables, have your books signed and collect your preorders.',
  },
  {
    slug: 'festival',
    name: 'Festival',
    description: 'Whole days of panels, readings and signing lines, with dozens of authors under one roof.',
  },
  {
    slug: 'virtual',
    name: 'Virtual',
    description: 'Signings streamed live: watch, ask questions in the chat and receive signed books by post.',
  },
  {
    slug: 'launch',
    name: 'Launch',
    description: 'Release-day parties for new books, with readings, cake and the first signed copies.',
  },
  {
    slug: 'convention',
    name: 'Convention',
    description: 'Multi-day book conventions with panels, exclusive editions and signing halls.',
  },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export const COLLECTIONS = [
  {
    slug: 'besties',
    title: 'Besties',
    heading: 'Bring your book bestie',
    copy: 'Signings are better side by side. These are the events made for going together: long tables, matching tote bags, queue games and the kind of author line-ups you will be messaging each other about for weeks.\n\nPick one, send the link to your reading buddy and split the hotel.',
  },
  {
    slug: 'insider',
    title: 'Insider',
    heading: 'Behind the signing table',
    copy: 'Small rooms, early access and authors who linger. Insider events cap their numbers so there is time for a real conversation, a dedication that is more than a name, and sometimes a first look at the next book.\n\nOrder forms for these close early: preorder before they do.',
  },
  {
    slug: 'inkfluence',
    title: 'Inkfluence',
    heading: 'Where your feed meets the signing line',
    copy: 'The books everyone is annotating, tabbing and filming, and the authors behind them. Expect sprayed edges, character art, live streams and creators signing alongside the writers they championed.\n\nCome for the photo wall, stay for the panel.',
  },
  {
    slug: 'wickedly',
    title: 'Wickedly',
    heading: 'Dark tales, sharp edges',
    copy: 'Thrillers that keep you up, horror that follows you home and romance with a body count. Wickedly gathers the signings for readers who like their stories with the lights off.\n\nDress code: black. Spoilers: never.',
  },
  {
    slug: 'romantasy',
    title: 'Romantasy',
    heading: 'Dragons, courts and slow burns',
    copy: 'Fae bargains, enemies who become something else entirely, and maps on the endpapers. These are the signings for romantasy readers: special editions, foiled cases and the authors who broke your heart in book two.\n\nBring the whole series. They will sign it.',
  },
] as const;
