import type { Faker } from '@faker-js/faker';
import { CITIES, slugRegistry, zonedToInstant, type CityData } from '@folio/catalog-kit-server';
import { GENRES, type Genre } from '@folio/people-contract';
import type { DemoPeople } from '@folio/people-server';
import type { eventAuthors, events, eventVendors, venues } from '../event.table.js';
import { VIRTUAL_HOSTS, VIRTUAL_PLATFORMS, type CategorySlug } from './events-world-data.js';

type AuthorInsert = DemoPeople['authors'][number];
type BookInsert = DemoPeople['books'][number];
type VendorInsert = DemoPeople['vendors'][number];

export type VenueInsert = typeof venues.$inferInsert & { id: string };
export type EventInsert = typeof events.$inferInsert & {
  id: string;
  slug: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
};

/** How many of each kind of event, and how they run. */
const PLAN: ReadonlyArray<{
  category: CategorySlug;
  count: number;
  authors: [number, number];
  hour: number;
  hours: number;
  days: number;
}> = [
  { category: 'signing', count: 12, authors: [5, 10], hour: 13, hours: 4, days: 0 },
  { category: 'festival', count: 4, authors: [8, 12], hour: 10, hours: 8, days: 1 },
  { category: 'launch', count: 5, authors: [3, 4], hour: 18, hours: 3, days: 0 },
  { category: 'convention', count: 5, authors: [8, 12], hour: 9, hours: 9, days: 2 },
  { category: 'virtual', count: 4, authors: [3, 5], hour: 19, hours: 1.5, days: 0 },
];
const PAST_EVENTS = 10;
/** The genre an event leans to, drawn with romantasy twice as likely (it fills the most tables). */
const EVENT_GENRES = [
  'romantasy',
  'fantasy',
  'thriller',
  'romance',
  'young-adult',
  'literary',
  'romantasy',
  'horror',
] as const;
const DAY = 86_400_000;

export interface GeneratedEvent {
  row: EventInsert;
  category: CategorySlug;
  authorIds: string[];
  vendorIds: string[];
  countryCode: string | null;
  city: CityData | null;
}

/** Day offsets from today: 10 in the past 120 days, the rest over the next 180, shuffled across kinds. */
function dayOffsets(f: Faker, total: number): number[] {
  const past = Array.from({ length: PAST_EVENTS }, () => f.number.int({ min: -120, max: -2 }));
  const upcoming = Array.from({ length: total - PAST_EVENTS }, () => f.number.int({ min: 3, max: 180 }));
  return f.helpers.shuffle([...past, ...upcoming]);
}

/** Mostly authors of the event's genre, topped up with others, in billing order. */
function pickAuthors(
  f: Faker,
  all: readonly AuthorInsert[],
  genre: Genre,
  count: number,
  headliner?: AuthorInsert,
): AuthorInsert[] {
  const matched = f.helpers.shuffle(all.filter((a) => a.genres.includes(genre) && a !== headliner));
  const others = f.helpers.shuffle(all.filter((a) => !a.genres.includes(genre) && a !== headliner));
  const wanted = count - (headliner ? 1 : 0);
  const fromMatched = matched.slice(0, Math.ceil(wanted * 0.7));
  const picked = [...fromMatched, ...others.slice(0, wanted - fromMatched.length)];
  return [...(headliner ? [headliner] : []), ...picked.slice(0, wanted)];
}

function titleFor(
  f: Faker,
  category: CategorySlug,
  genre: Genre,
  city: CityData | null,
  year: number,
  launched?: BookInsert,
): string {
  const genreLabel = GENRES[genre];
  const where = city?.city ?? '';
  switch (category) {
    case 'signing':
      return f.helpers.arrayElement([
        `${where} ${genreLabel} Signing`,
        `Signed & Sealed: ${where}`,
        `${where} Signing Social`,
        `The ${where} Book Signing`,
      ]);
    case 'festival':
      return f.helpers.arrayElement([`${where} Book Festival ${year}`, `${where} Readers' Weekend`]);
    case 'launch':
      return `Launch Party: ${launched!.title}`;
    case 'convention':
      return f.helpers.arrayElement([
        `ShelfCon ${where} ${year}`,
        `${genreLabel} Con ${where}`,
        `BookFest ${where} ${year}`,
      ]);
    default:
      return f.helpers.arrayElement([
        `Virtual Signing: ${genreLabel} After Dark`,
        `Live from the Writing Desk: ${genreLabel}`,
        `Virtual ${genreLabel} Signing Night`,
        `Online Launch Week: ${genreLabel}`,
      ]);
  }
}

function describe(event: {
  category: CategorySlug;
  authors: AuthorInsert[];
  city: CityData | null;
  venue: VenueInsert | null;
  platform: string | null;
  startsAt: Date;
  timezone: string;
}): string {
  const names = event.authors
    .slice(0, 3)
    .map((a) => a.name)
    .join(', ');
  const more = event.authors.length > 3 ? ` and ${event.authors.length - 3} more` : '';
  const time = `${new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: event.timezone }).format(event.startsAt)} local time`;
  const intro: Record<CategorySlug, string> = {
    signing: `Join ${names}${more} in ${event.city?.city} for an afternoon of signed books, dedications and bookish chat.`,
    festival: `Two days of panels, readings and signing lines in ${event.city?.city}, with ${names}${more}.`,
    launch: `Celebrate release day with ${event.authors[0]!.name}: a reading, a conversation and the very first signed copies, with ${event.authors
      .slice(1)
      .map((a) => a.name)
      .join(' and ')} as guests.`,
    convention: `A three-day convention in ${event.city?.city}: panels, exclusive editions and a signing hall with ${names}${more}.`,
    virtual: `A live-streamed signing with ${names}${more}: ask questions in the chat, and your signed books are posted after the event.`,
  };
  const practical = event.venue
    ? `Doors open at ${time}. ${event.venue.name}, ${event.venue.address}. The hall is step-free throughout.`
    : `Streamed live on ${event.platform} from ${time}. The join link is e-mailed to everyone with a preorder.`;
  return [
    intro[event.category],
    'Most authors open a preorder form ahead of the day: order signed copies, special editions and swag in advance, pay a deposit where one is offered, and pick everything up at their table.',
    practical,
  ].join('\n\n');
}

type Plan = (typeof PLAN)[number];

interface EventContext {
  world: {
    authors: AuthorInsert[];
    vendors: VendorInsert[];
    books: BookInsert[];
    categoryIds: Record<CategorySlug, string>;
  };
  venues: VenueInsert[];
  slug: (text: string) => string;
  today: number;
}

/** One event of a plan: where and when, who attends, and its listing text. */
function planEvent(f: Faker, ctx: EventContext, plan: Plan, city: CityData | null, dayOffset: number): GeneratedEvent {
  const { world } = ctx;
  const virtual = city === null;
  const venue = city ? f.helpers.arrayElement(ctx.venues.filter((v) => v.city === city.city)) : null;
  const host = virtual ? f.helpers.arrayElement(VIRTUAL_HOSTS) : null;
  const timezone = city?.timezone ?? host!.timezone;
  const day = new Date(ctx.today + dayOffset * DAY);
  const local = {
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
    hour: plan.hour + f.helpers.arrayElement([0, 0, 1]),
  };
  const startsAt = zonedToInstant(local, timezone);
  const endsAt = new Date(startsAt.getTime() + plan.days * DAY + plan.hours * 3_600_000);
  const headliner = plan.category === 'launch' ? f.helpers.arrayElement(world.authors) : undefined;
  const genre = headliner?.genres[0] ?? f.helpers.arrayElement(EVENT_GENRES);
  const launched = headliner ? world.books.filter((b) => b.authorId === headliner.id).at(-1) : undefined;
  const attending = pickAuthors(
    f,
    world.authors,
    genre,
    f.number.int({ min: plan.authors[0], max: plan.authors[1] }),
    headliner,
  );
  const nearby = world.vendors.filter((v) => (city ? v.countryCode === city.countryCode : v.kind === 'publisher'));
  const vendorIds = f.helpers
    .arrayElements(nearby, { min: 0, max: Math.min(virtual ? 1 : 3, nearby.length) })
    .map((v) => v.id);
  const title = titleFor(f, plan.category, genre, city, day.getUTCFullYear(), launched);
  const platform = virtual ? f.helpers.arrayElement(VIRTUAL_PLATFORMS) : null;
  const slug = ctx.slug(title);
  const row: EventInsert = {
    id: f.string.uuid(),
    slug,
    title,
    description: describe({ category: plan.category, authors: attending, city, venue, platform, startsAt, timezone }),
    startsAt,
    endsAt,
    timezone,
    categoryId: world.categoryIds[plan.category],
    venueId: venue?.id ?? null,
    virtualPlatform: platform,
    virtualUrl: platform && f.datatype.boolean() ? `https://live.folio.example/${slug}` : null,
    currency: city?.currency ?? host!.currency,
    createdAt: new Date(Math.min(startsAt.getTime(), ctx.today) - f.number.int({ min: 20, max: 150 }) * DAY),
  };
  return {
    row,
    category: plan.category,
    authorIds: attending.map((a) => a.id),
    vendorIds,
    countryCode: city?.countryCode ?? null,
    city,
  };
}

/** The venues, the 30 events of the plan spread over cities and days, and who attends them. */
export function generateEvents(f: Faker, now: Date, world: EventContext['world']) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const venues = CITIES.flatMap((city) =>
    city.venues.map(
      (v): VenueInsert => ({
        id: f.string.uuid(),
        name: v.name,
        address: v.address,
        city: city.city,
        region: city.region,
        countryCode: city.countryCode,
        timezone: city.timezone,
        createdAt: new Date(today - 400 * DAY),
      }),
    ),
  );
  const ctx: EventContext = { world, venues, slug: slugRegistry(), today };
  const offsets = dayOffsets(
    f,
    PLAN.reduce((n, p) => n + p.count, 0),
  );
  const generated: GeneratedEvent[] = [];
  let cityTurn = f.number.int({ min: 0, max: CITIES.length - 1 });
  for (const plan of PLAN) {
    for (let i = 0; i < plan.count; i++) {
      const city = plan.category === 'virtual' ? null : CITIES[cityTurn++ % CITIES.length]!;
      generated.push(planEvent(f, ctx, plan, city, offsets[generated.length]!));
    }
  }
  const eventAuthorRows: Array<typeof eventAuthors.$inferInsert> = generated.flatMap((e) =>
    e.authorIds.map((authorId, position) => ({ eventId: e.row.id, authorId, position })),
  );
  const eventVendorRows: Array<typeof eventVendors.$inferInsert> = generated.flatMap((e) =>
    e.vendorIds.map((vendorId, position) => ({ eventId: e.row.id, vendorId, position })),
  );
  return { venues, events: generated, eventAuthors: eventAuthorRows, eventVendors: eventVendorRows };
}
