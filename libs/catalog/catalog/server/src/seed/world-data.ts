import type { Genre } from '@folio/catalog-contract';

/** The fixed parts of the demo world: places, categories, themed collections and word banks. */

export interface CityData {
  key: string;
  city: string;
  region: string | null;
  countryCode: string;
  timezone: string;
  currency: string;
  venues: ReadonlyArray<{ name: string; address: string }>;
}

export const CITIES: readonly CityData[] = [
  { key: 'london', city: 'London', region: null, countryCode: 'GB', timezone: 'Europe/London', currency: 'GBP', venues: [
    { name: 'The Lamplight Rooms', address: '14 Gower Mews, Bloomsbury, WC1E 6HA' },
    { name: 'Southbank Reading Hall', address: '3 Belvedere Walk, SE1 8XX' },
  ] },
  { key: 'manchester', city: 'Manchester', region: null, countryCode: 'GB', timezone: 'Europe/London', currency: 'GBP', venues: [
    { name: 'The Mill Library Loft', address: '27 Ancoats Street, M4 6DE' },
  ] },
  { key: 'edinburgh', city: 'Edinburgh', region: 'Scotland', countryCode: 'GB', timezone: 'Europe/London', currency: 'GBP', venues: [
    { name: 'Old Town Assembly Rooms', address: '54 Candlemaker Row, EH1 2QE' },
  ] },
  { key: 'new-york', city: 'New York', region: 'NY', countryCode: 'US', timezone: 'America/New_York', currency: 'USD', venues: [
    { name: 'Hudson Street Book Hall', address: '212 Hudson Street, New York, NY 10013' },
    { name: 'The Brooklyn Foundry', address: '88 Water Street, Brooklyn, NY 11201' },
  ] },
  { key: 'chicago', city: 'Chicago', region: 'IL', countryCode: 'US', timezone: 'America/Chicago', currency: 'USD', venues: [
    { name: 'Lakeshore Literary Center', address: '401 N Wabash Avenue, Chicago, IL 60611' },
  ] },
  { key: 'austin', city: 'Austin', region: 'TX', countryCode: 'US', timezone: 'America/Chicago', currency: 'USD', venues: [
    { name: 'The Live Oak Pavilion', address: '1100 E 5th Street, Austin, TX 78702' },
  ] },
  { key: 'los-angeles', city: 'Los Angeles', region: 'CA', countryCode: 'US', timezone: 'America/Los_Angeles', currency: 'USD', venues: [
    { name: 'Sunset Stacks Ballroom', address: '6250 Sunset Boulevard, Los Angeles, CA 90028' },
  ] },
  { key: 'seattle', city: 'Seattle', region: 'WA', countryCode: 'US', timezone: 'America/Los_Angeles', currency: 'USD', venues: [
    { name: 'Pier 9 Book Loft', address: '1900 Alaskan Way, Seattle, WA 98101' },
  ] },
  { key: 'nashville', city: 'Nashville', region: 'TN', countryCode: 'US', timezone: 'America/Chicago', currency: 'USD', venues: [
    { name: 'The Songbird Hall', address: '318 Broadway, Nashville, TN 37201' },
  ] },
  { key: 'toronto', city: 'Toronto', region: 'ON', countryCode: 'CA', timezone: 'America/Toronto', currency: 'CAD', venues: [
    { name: 'Distillery Reading Room', address: '55 Mill Street, Toronto, ON M5A 3C4' },
  ] },
  { key: 'vancouver', city: 'Vancouver', region: 'BC', countryCode: 'CA', timezone: 'America/Vancouver', currency: 'CAD', venues: [
    { name: 'Granville Island Story House', address: '1661 Duranleau Street, Vancouver, BC V6H 3S3' },
  ] },
  { key: 'sydney', city: 'Sydney', region: 'NSW', countryCode: 'AU', timezone: 'Australia/Sydney', currency: 'AUD', venues: [
    { name: 'Harbour Lights Hall', address: '2 Hickson Road, The Rocks NSW 2000' },
  ] },
  { key: 'melbourne', city: 'Melbourne', region: 'VIC', countryCode: 'AU', timezone: 'Australia/Melbourne', currency: 'AUD', venues: [
    { name: 'The Laneway Library', address: '19 Degraves Street, Melbourne VIC 3000' },
  ] },
  { key: 'dublin', city: 'Dublin', region: null, countryCode: 'IE', timezone: 'Europe/Dublin', currency: 'EUR', venues: [
    { name: 'Liffey Quay Reading Rooms', address: '7 Ormond Quay Upper, Dublin 7' },
  ] },
  { key: 'amsterdam', city: 'Amsterdam', region: null, countryCode: 'NL', timezone: 'Europe/Amsterdam', currency: 'EUR', venues: [
    { name: 'De Boekenzolder', address: 'Prinsengracht 263, 1016 GV Amsterdam' },
  ] },
  { key: 'berlin', city: 'Berlin', region: null, countryCode: 'DE', timezone: 'Europe/Berlin', currency: 'EUR', venues: [
    { name: 'Kulturhaus am Kanal', address: 'Paul-Lincke-Ufer 21, 10999 Berlin' },
  ] },
];

/** Organisers of virtual signings: whose clock and currency a virtual event uses. */
export const VIRTUAL_HOSTS = [
  { timezone: 'America/New_York', currency: 'USD' },
  { timezone: 'Europe/London', currency: 'GBP' },
  { timezone: 'America/Los_Angeles', currency: 'USD' },
  { timezone: 'Australia/Sydney', currency: 'AUD' },
] as const;

export const VIRTUAL_PLATFORMS = ['Zoom', 'YouTube Live', 'Crowdcast', 'StreamYard'] as const;

export const CATEGORIES = [
  { slug: 'signing', name: 'Signing', description: 'Meet authors at their tables, have your books signed and collect your preorders.' },
  { slug: 'festival', name: 'Festival', description: 'Whole days of panels, readings and signing lines, with dozens of authors under one roof.' },
  { slug: 'virtual', name: 'Virtual', description: 'Signings streamed live: watch, ask questions in the chat and receive signed books by post.' },
  { slug: 'launch', name: 'Launch', description: 'Release-day parties for new books, with readings, cake and the first signed copies.' },
  { slug: 'convention', name: 'Convention', description: 'Multi-day book conventions with panels, exclusive editions and signing halls.' },
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

export const VENDORS = [
  { name: 'Quill & Ember Books', kind: 'bookshop', cityKey: 'london' },
  { name: 'The Gilded Page', kind: 'bookshop', cityKey: 'new-york' },
  { name: 'Harbourside Books', kind: 'bookshop', cityKey: 'sydney' },
  { name: 'Paper Lantern Bookshop', kind: 'bookshop', cityKey: 'toronto' },
  { name: 'Wildwood Books', kind: 'bookshop', cityKey: 'austin' },
  { name: 'Starling & Crow', kind: 'bookshop', cityKey: 'dublin' },
  { name: 'Moonlit Editions', kind: 'publisher', cityKey: 'manchester' },
  { name: 'Fable & Foil', kind: 'publisher', cityKey: 'chicago' },
  { name: 'Nightjar Press', kind: 'publisher', cityKey: 'edinburgh' },
  { name: 'Northern Lights Collector Editions', kind: 'publisher', cityKey: 'vancouver' },
] as const;

/** A few fixed authors, so the world has names with accents and apostrophes to search for. */
export const FIXED_AUTHORS: ReadonlyArray<{ name: string; genres: Genre[] }> = [
  { name: 'Élodie Brontë-Marsh', genres: ['romance', 'literary'] },
  { name: 'Søren Lindqvist', genres: ['thriller', 'mystery'] },
  { name: 'Aoife O\'Sullivan', genres: ['literary'] },
  { name: 'José Alvarado', genres: ['fantasy', 'romantasy'] },
];

/** The main genre of each generated author, in turn, so every shelf is stocked. */
export const GENRE_ROTATION: readonly Genre[] = [
  'romantasy', 'fantasy', 'thriller', 'romance', 'young-adult', 'literary', 'romantasy', 'mystery', 'horror', 'romance',
];

export const TITLE_WORDS: Record<Genre, { adjectives: string[]; nouns: string[]; patterns: string[] }> = {
  romantasy: {
    adjectives: ['Wicked', 'Gilded', 'Thorned', 'Starless', 'Silver', 'Cursed', 'Crimson', 'Hollow'],
    nouns: ['Court', 'Crown', 'Throne', 'Bargain', 'Wings', 'Ash', 'Roses', 'Embers', 'Fae', 'Tides'],
    patterns: ['A Court of {N} and {N}', 'The {A} {N}', '{N} of the {A} Queen', 'A {A} {N}'],
  },
  fantasy: {
    adjectives: ['Broken', 'Last', 'Shattered', 'Iron', 'Drowned', 'Ninth', 'Forgotten', 'Burning'],
    nouns: ['Kingdom', 'Blade', 'Oracle', 'Citadel', 'Storm', 'Dragon', 'Archive', 'Sea'],
    patterns: ['The {A} {N}', '{N} of {N}s', 'The {N} Beneath', 'Song of the {A} {N}'],
  },
  thriller: {
    adjectives: ['Silent', 'Quiet', 'Final', 'Perfect', 'Missing', 'Other', 'Locked', 'Cold'],
    nouns: ['Witness', 'Guest', 'Room', 'Alibi', 'Lie', 'House', 'Wife', 'Island'],
    patterns: ['The {A} {N}', 'The {N} Upstairs', 'One {A} {N}', 'Before the {N}'],
  },
  romance: {
    adjectives: ['Second', 'Summer', 'Accidental', 'Wrong', 'Perfect', 'Last', 'Sweet', 'Secret'],
    nouns: ['Chance', 'Proposal', 'Love Story', 'Wedding', 'Kiss', 'Season', 'Bookshop', 'Heart'],
    patterns: ['The {A} {N}', 'A {A} {N}', 'Meet Me at the {N}', '{A} Time Around'],
  },
  'young-adult': {
    adjectives: ['Electric', 'Impossible', 'Brave', 'Wild', 'Invisible', 'Midnight', 'Reckless', 'Bright'],
    nouns: ['Summer', 'Girls', 'Rebels', 'Game', 'Light', 'Academy', 'Signal', 'Year'],
    patterns: ['The {A} {N}', 'We Were {A}', 'All the {A} {N}', '{N} of Us'],
  },
  literary: {
    adjectives: ['Quiet', 'Small', 'Distant', 'Long', 'Blue', 'Paper', 'Borrowed', 'Late'],
    nouns: ['Hours', 'Orchard', 'Harbour', 'Rooms', 'Winter', 'Letters', 'River', 'Light'],
    patterns: ['The {A} {N}', 'A {N} in {N}', 'What the {N} Kept', 'The {N} Between Us'],
  },
  mystery: {
    adjectives: ['Vicarage', 'Poisoned', 'Crooked', 'Seventh', 'Murdered', 'Dead', 'Midnight', 'Hidden'],
    nouns: ['Key', 'Garden', 'Club', 'Clock', 'Lighthouse', 'Letter', 'Library', 'Manor'],
    patterns: ['The {A} {N}', 'Murder at the {N}', 'The {N} Affair', 'A Death in the {N}'],
  },
  horror: {
    adjectives: ['Hollow', 'Pale', 'Rotten', 'Hungry', 'Drowned', 'Sleepless', 'Black', 'Whispering'],
    nouns: ['Church', 'Woods', 'Children', 'Teeth', 'House', 'Dark', 'Bones', 'Lake'],
    patterns: ['The {A} {N}', 'What Lives in the {N}', 'Under the {N}', 'Beneath the {N}'],
  },
};

export const EDITION_NOTES = [
  'Sprayed edges, foiled case and signed bookplate',
  'Numbered collector edition with character art endpapers',
  'Stencilled edges and exclusive short story',
  'Hand-signed, with a ribbon marker and reversible dust jacket',
];

export const SIGNING_FORMATS = ['hardcover', 'paperback', 'special-edition', 'hardcover', 'paperback'] as const;
