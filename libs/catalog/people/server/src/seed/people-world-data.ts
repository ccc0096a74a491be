import type { Genre } from '@folio/people-contract';

/** The fixed parts of the demo people: vendors, a few named authors and the word banks of book titles. */

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
  { name: "Aoife O'Sullivan", genres: ['literary'] },
  { name: 'José Alvarado', genres: ['fantasy', 'romantasy'] },
];

/** The main genre of each generated author, in turn, so every shelf is stocked. */
export const GENRE_ROTATION: readonly Genre[] = [
  'romantasy',
  'fantasy',
  'thriller',
  'romance',
  'young-adult',
  'literary',
  'romantasy',
  'mystery',
  'horror',
  'romance',
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
