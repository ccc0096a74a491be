import { base, en, en_AU, Faker } from '@faker-js/faker';
import { CITIES, slugify, slugRegistry, type CityData } from '@folio/catalog-kit-server';
import { GENRES, GENRE_SLUGS, type Genre } from '@folio/people-contract';
import type { books } from '../book.table.js';
import type { authors, readers, SocialLinkValue, vendors } from '../people.table.js';
import {
  EDITION_NOTES,
  FIXED_AUTHORS,
  GENRE_ROTATION,
  SIGNING_FORMATS,
  TITLE_WORDS,
  VENDORS,
} from './people-world-data.js';

export type AuthorInsert = typeof authors.$inferInsert & { id: string; slug: string; name: string; genres: Genre[] };
export type VendorInsert = typeof vendors.$inferInsert & {
  id: string;
  slug: string;
  name: string;
  countryCode: string;
};
export type ReaderInsert = typeof readers.$inferInsert & {
  id: string;
  countryCode: string | null;
  favouriteGenres: Genre[];
};
export type BookInsert = typeof books.$inferInsert & { id: string; authorId: string; title: string };

const THEMES: Record<Genre, string> = {
  romantasy: 'fae courts, dangerous bargains and slow-burn love',
  fantasy: 'lost kingdoms and the people who refuse to let them fall',
  thriller: 'ordinary people with extraordinary secrets',
  romance: 'second chances, small towns and big feelings',
  'young-adult': 'teenagers who save the world and still have homework',
  literary: 'families, memory and the places that shape us',
  mystery: 'locked rooms, village secrets and very patient detectives',
  horror: 'old houses and the people unwise enough to buy them',
};
const FORMER_JOBS = [
  'a librarian',
  'a barista',
  'a paramedic',
  'an English teacher',
  'a lawyer',
  'a ballet dancer',
  'a software engineer',
  'a bookseller',
  'a journalist',
  'a veterinary nurse',
];
const HOUSEHOLDS = [
  'two cats',
  'a very loud terrier',
  'a partner and far too many houseplants',
  'a retired greyhound',
  'three children and a tortoise',
  'a stack of unread books taller than the dog',
];
const HOBBIES = [
  'wild swimming',
  'collecting vintage maps',
  'baking elaborate cakes',
  'bouldering',
  'haunting independent bookshops',
  'restoring an old sailing boat',
  'learning the cello, badly',
];

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
const label = (genre: Genre) => GENRES[genre].toLowerCase();
const handleOf = (slug: string) => slug.replace(/-/g, '');

function socialLinks(f: Faker, slug: string): SocialLinkValue[] {
  const links: SocialLinkValue[] = [{ kind: 'instagram', url: `https://instagram.example/${handleOf(slug)}` }];
  if (f.datatype.boolean()) links.push({ kind: 'tiktok', url: `https://tiktok.example/@${handleOf(slug)}` });
  if (f.datatype.boolean({ probability: 0.4 }))
    links.push({ kind: 'newsletter', url: `https://${slug}.example/newsletter` });
  return links;
}

function title(f: Faker, genre: Genre): string {
  const words = TITLE_WORDS[genre];
  return f.helpers
    .arrayElement(words.patterns)
    .replace(/\{A\}/g, () => f.helpers.arrayElement(words.adjectives))
    .replace(/\{N\}/g, () => f.helpers.arrayElement(words.nouns));
}

/** Two to four books per author; fantasy-leaning shelves come in series. */
function booksFor(f: Faker, author: AuthorInsert, now: Date): BookInsert[] {
  const genre = author.genres[0]!;
  const series =
    ['romantasy', 'fantasy', 'young-adult'].includes(genre) && f.datatype.boolean({ probability: 0.7 })
      ? `${title(f, genre).replace(/^(A|The) /, '')} Saga`
      : null;
  const count = f.number.int({ min: 2, max: 4 });
  const latestYear = now.getUTCFullYear();
  return Array.from({ length: count }, (_, i) => {
    const format = f.helpers.arrayElement(SIGNING_FORMATS);
    return {
      id: f.string.uuid(),
      authorId: author.id,
      title: title(f, genre),
      format,
      edition: format === 'special-edition' ? f.helpers.arrayElement(EDITION_NOTES) : null,
      series: series ? `${series} #${i + 1}` : null,
      publishedYear: latestYear - (count - 1 - i) * f.number.int({ min: 1, max: 2 }),
      genres: author.genres.slice(0, 2),
      createdAt: daysAgo(now, f.number.int({ min: 10, max: 600 })),
    };
  });
}

export function generateAuthors(f: Faker, now: Date, count: number) {
  const slug = slugRegistry();
  const people = [
    ...FIXED_AUTHORS,
    ...Array.from({ length: count - FIXED_AUTHORS.length }, (_, i) => {
      const main = GENRE_ROTATION[i % GENRE_ROTATION.length]!;
      const second = f.helpers.arrayElement(GENRE_SLUGS.filter((g) => g !== main));
      return {
        name: `${f.person.firstName()} ${f.person.lastName()}`,
        genres: f.datatype.boolean() ? [main, second] : [main],
      };
    }),
  ];
  const authorRows: AuthorInsert[] = [];
  const bookRows: BookInsert[] = [];
  for (const person of people) {
    const city: CityData = f.helpers.arrayElement(CITIES);
    const first = person.name.split(' ')[0]!;
    const genre = person.genres[0]!;
    const author: AuthorInsert = {
      id: f.string.uuid(),
      slug: slug(person.name),
      name: person.name,
      genres: person.genres,
      tagline: '',
      bio: `${person.name} writes ${label(genre)} about ${THEMES[genre]}. Before writing full time, ${first} worked as ${f.helpers.arrayElement(FORMER_JOBS)}.`,
      about: '',
      city: city.city,
      countryCode: city.countryCode,
      websiteUrl: `https://${slugify(person.name)}.example/`,
      socialLinks: [],
      createdAt: daysAgo(now, f.number.int({ min: 30, max: 900 })),
    };
    author.socialLinks = socialLinks(f, author.slug);
    const shelf = booksFor(f, author, now);
    const newest = shelf[shelf.length - 1]!;
    author.tagline = newest.series
      ? `Author of the ${newest.series.replace(/ #\d+$/, '')}`
      : `Author of ${newest.title}`;
    author.about = [
      `${author.bio} ${first} lives in ${city.city} with ${f.helpers.arrayElement(HOUSEHOLDS)}.`,
      `When not writing, ${first} can be found ${f.helpers.arrayElement(HOBBIES)}. ${first}'s books have been translated into ${f.number.int({ min: 2, max: 31 })} languages, and ${first} personalises every copy ordered for a signing: add a note to your order and it will be in the dedication.`,
    ].join('\n\n');
    authorRows.push(author);
    bookRows.push(...shelf);
  }
  return { authors: authorRows, books: bookRows };
}

export function generateVendors(f: Faker, now: Date): VendorInsert[] {
  const slug = slugRegistry();
  return VENDORS.map((vendor) => {
    const city = CITIES.find((c) => c.key === vendor.cityKey)!;
    const shop = vendor.kind === 'bookshop';
    const tagline = shop
      ? `Independent bookshop in ${city.city} for signed and special editions`
      : 'Special-edition publisher of sprayed edges, foiled cases and collector sets';
    const bio = shop
      ? `${vendor.name} is an independent bookshop in ${city.city}, run by readers for readers since ${now.getUTCFullYear() - f.number.int({ min: 3, max: 40 })}.`
      : `${vendor.name} makes collector editions of the books readers love most, printed and finished in small runs.`;
    const id = f.string.uuid();
    const vendorSlug = slug(vendor.name);
    return {
      id,
      slug: vendorSlug,
      name: vendor.name,
      kind: vendor.kind,
      tagline,
      bio,
      about: [
        bio,
        shop
          ? `We bring a signing table's worth of stock to events near and far: preorder through our store for an event and we will have your books bagged and waiting, signed by every author you choose.`
          : `Every edition is designed with its author and signed by hand. Order through our store for an event to collect at our table, or have it shipped in protective packaging.`,
      ].join('\n\n'),
      city: city.city,
      countryCode: city.countryCode,
      websiteUrl: `https://${vendorSlug}.example/`,
      socialLinks: socialLinks(f, vendorSlug),
      createdAt: daysAgo(now, f.number.int({ min: 60, max: 1200 })),
    };
  });
}

export function generateReaders(f: Faker, now: Date, count: number): ReaderInsert[] {
  const slug = slugRegistry();
  return Array.from({ length: count }, () => {
    const first = f.person.firstName();
    const name = `${first} ${f.person.lastName().charAt(0)}.`;
    const genres = f.helpers.arrayElements(GENRE_SLUGS, { min: 2, max: 3 });
    const city = f.helpers.arrayElement(CITIES);
    return {
      id: f.string.uuid(),
      slug: slug(`${first} reads ${f.number.int({ min: 1, max: 99 })}`),
      name,
      about: `${first} reads mostly ${label(genres[0]!)} and ${label(genres[1]!)}, annotates in pencil and has never once finished a to-be-read pile. Usually found in the signing line with a tote bag of hardbacks and snacks to share.`,
      favouriteGenres: genres,
      city: city.city,
      countryCode: city.countryCode,
      isPublic: true,
      createdAt: daysAgo(now, f.number.int({ min: 5, max: 700 })),
    };
  });
}

export const PEOPLE_WORLD_SIZE = { authors: 40, readers: 12 } as const;

/**
 * The demo people as rows, from a seed and a moment: the same inputs give the same rows. Dates are
 * relative to the start of `now`'s UTC day. Plain data: the shell hands it to the events seeder,
 * which picks who attends what from it.
 */
export function generatePeople({ seed, now: moment }: { seed: number; now: Date }) {
  // en_AU's name lists read most like real people of the English-language locales.
  const f = new Faker({ locale: [en_AU, en, base] });
  f.seed(seed);
  const now = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  const { authors, books } = generateAuthors(f, now, PEOPLE_WORLD_SIZE.authors);
  const vendors = generateVendors(f, now);
  const readers = generateReaders(f, now, PEOPLE_WORLD_SIZE.readers);
  return { authors, books, vendors, readers };
}

export type DemoPeople = ReturnType<typeof generatePeople>;
