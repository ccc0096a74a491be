import { base, en, Faker } from '@faker-js/faker';
import type {
  bundleProducts,
  bundles,
  orderFormBooks,
  orderForms,
  productVariants,
  products,
} from '../order-form.table.js';
import { utcDay } from '../order-form-status.js';
import { privateKeys } from '../private-link.js';

/** An event as this seeder needs it: plain data the shell passes from the catalog. */
export interface DemoStoreEvent {
  id: string;
  slug: string;
  title: string;
  currency: string;
  startsAt: Date;
  /** At a venue (pickup at the event) rather than online (shipping). */
  inPerson: boolean;
  authorIds: readonly string[];
  vendorIds: readonly string[];
}

export interface DemoStoreSeller {
  id: string;
  slug: string;
  name: string;
  countryCode: string | null;
}

export interface DemoStoreBook {
  id: string;
  authorId: string;
  title: string;
  format: string;
}

/** The catalog's demo world as plain data: who sells, at which events, which books. */
export interface DemoStoresWorld {
  events: readonly DemoStoreEvent[];
  authors: readonly DemoStoreSeller[];
  vendors: readonly DemoStoreSeller[];
  books: readonly DemoStoreBook[];
}

export type OrderFormInsert = typeof orderForms.$inferInsert & { id: string };
export type ProductInsert = typeof products.$inferInsert & { id: string };
export type VariantInsert = typeof productVariants.$inferInsert;
export type BundleInsert = typeof bundles.$inferInsert & { id: string };
export type BundleProductInsert = typeof bundleProducts.$inferInsert;
export type OrderFormBookInsert = typeof orderFormBooks.$inferInsert;

export interface DemoForms {
  orderForms: OrderFormInsert[];
  products: ProductInsert[];
  productVariants: VariantInsert[];
  bundles: BundleInsert[];
  bundleProducts: BundleProductInsert[];
  orderFormBooks: OrderFormBookInsert[];
}

const DAY = 86_400_000;

/** What a signed copy costs, in minor units, by format; formats one cannot sign are not sold. */
const BOOK_PRICES: Record<string, { min: number; max: number }> = {
  paperback: { min: 1600, max: 2600 },
  hardcover: { min: 2600, max: 4200 },
  'special-edition': { min: 4500, max: 9500 },
};

const SWAG = [
  {
    title: 'Character art print (A4)',
    description: 'Giclée print on cotton rag, signed and numbered.',
    priceMinor: 1500,
  },
  { title: 'Enamel pin', description: 'Hard enamel, gold plating, on a backing card.', priceMinor: 900 },
  { title: 'Bookmark set', description: 'Three foiled bookmarks with tassels.', priceMinor: 600 },
  {
    title: 'Canvas tote bag',
    description: 'Heavy natural canvas with the cover art screen-printed.',
    priceMinor: 1800,
  },
  { title: 'Sticker sheet', description: 'Vinyl stickers of the series’ sigils.', priceMinor: 500 },
] as const;

const SHOP_GOODS = [
  {
    title: 'Mystery signed book box',
    description: 'Three signed books picked by our booksellers for the genre you love.',
    priceMinor: 6500,
  },
  {
    title: 'Signed bookplate bundle',
    description: 'Five bookplates signed by authors at the event.',
    priceMinor: 1200,
  },
  { title: 'Bookish candle', description: 'Hand-poured soy candle, 40 hours of reading.', priceMinor: 2200 },
  { title: 'Reading journal', description: 'Cloth-bound journal to track and review your reads.', priceMinor: 1900 },
  { title: 'Gift wrap service', description: 'Brown paper, ribbon and a handwritten tag.', priceMinor: 400 },
] as const;

const CURRENCY_BY_COUNTRY: Record<string, string> = { GB: 'GBP', US: 'USD', CA: 'CAD', AU: 'AUD' };

const TERMS =
  'Preorders are final once the form closes. Signed copies are signed by hand on the day; personalisations are spelled exactly as entered. ' +
  'Orders not collected at the event are posted at the buyer’s cost within 30 days.';
const REFUND_POLICY =
  'Full refund until the form closes. After that, refunds only if the book cannot be signed or arrives damaged: tell us within 14 days of delivery with a photo.';

/** Unique slugs: a base and, on a clash, -2, -3… */
function slugs() {
  const taken = new Set<string>();
  return (text: string): string => {
    const root = text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80);
    let slug = root;
    for (let n = 2; taken.has(slug); n++) slug = `${root}-${n}`;
    taken.add(slug);
    return slug;
  };
}

/** Builds the products, variants, bundles and book rows of forms, and keeps each form's summary in step. */
export function productBuilder(f: Faker) {
  const out: Omit<DemoForms, 'orderForms'> = {
    products: [],
    productVariants: [],
    bundles: [],
    bundleProducts: [],
    orderFormBooks: [],
  };
  const formProducts = new Map<string, ProductInsert[]>();

  function product(
    form: OrderFormInsert,
    p: Omit<ProductInsert, 'id' | 'orderFormId' | 'position'>,
    variants: Array<Omit<VariantInsert, 'id' | 'productId' | 'position'>> = [],
  ) {
    const list = formProducts.get(form.id) ?? [];
    formProducts.set(form.id, list);
    const row: ProductInsert = {
      id: f.string.uuid(),
      orderFormId: form.id,
      position: list.length,
      createdAt: form.createdAt,
      ...p,
    };
    list.push(row);
    out.products.push(row);
    out.productVariants.push(
      ...variants.map((v, position) => ({ id: f.string.uuid(), ...v, productId: row.id, position })),
    );
    return row;
  }

  /** A signed book, with the options its format has. */
  function book(
    form: OrderFormInsert,
    b: { id: string; title: string; format: string },
    priceMinor: number,
    limits: { stockLimit?: number | null; stockSold?: number; perCustomerLimit?: number | null } = {},
  ) {
    const personalisation = [
      { kind: 'personalisation', name: 'Signature only', priceMinor },
      { kind: 'personalisation', name: 'Signed and dedicated to a name', priceMinor: priceMinor + 300 },
      { kind: 'personalisation', name: 'Signed, dedicated and doodled', priceMinor: priceMinor + 700 },
    ];
    const variants =
      b.format === 'special-edition'
        ? [
            { kind: 'edition', name: 'Numbered edition', priceMinor },
            { kind: 'edition', name: 'Lettered edition (A–Z)', priceMinor: priceMinor + 4000 },
          ]
        : b.format === 'hardcover'
          ? [
              { kind: 'cover', name: 'Standard cover', priceMinor },
              { kind: 'cover', name: 'Exclusive alternate cover', priceMinor: priceMinor + 500 },
              ...personalisation.slice(1),
            ]
          : personalisation;
    const row = product(
      form,
      {
        bookId: b.id,
        title: `${b.title} (signed ${b.format === 'special-edition' ? 'special edition' : b.format})`,
        description: `A ${b.format.replace('-', ' ')} copy of ${b.title}, signed by hand.`,
        priceMinor,
        stockLimit: limits.stockLimit ?? null,
        stockSold: limits.stockSold ?? 0,
        perCustomerLimit: limits.perCustomerLimit ?? (b.format === 'special-edition' ? 2 : null),
      },
      variants,
    );
    out.orderFormBooks.push({ orderFormId: form.id, bookId: b.id, priceMinor });
    return row;
  }

  function plain(
    form: OrderFormInsert,
    item: { title: string; description: string; priceMinor: number },
    limits: { stockLimit?: number | null; stockSold?: number; perCustomerLimit?: number | null } = {},
  ) {
    const variants =
      item.title === 'Mystery signed book box'
        ? [
            { kind: 'edition', name: 'Standard box', priceMinor: item.priceMinor },
            { kind: 'edition', name: 'Deluxe box with sprayed edges', priceMinor: item.priceMinor + 3500 },
          ]
        : [];
    return product(
      form,
      {
        bookId: null,
        ...item,
        stockLimit: limits.stockLimit ?? null,
        stockSold: limits.stockSold ?? 0,
        perCustomerLimit: limits.perCustomerLimit ?? null,
      },
      variants,
    );
  }

  /** A bundle of some of the form's products at a tenth off their sum. */
  function bundle(form: OrderFormInsert, title: string, members: ProductInsert[], stockLimit: number | null = null) {
    const list = out.bundles.filter((b) => b.orderFormId === form.id);
    const sum = members.reduce((total, p) => total + p.priceMinor, 0);
    const row: BundleInsert = {
      id: f.string.uuid(),
      orderFormId: form.id,
      title,
      description: `${members.map((p) => p.title).join(' + ')}, together. Pick the options of each.`,
      priceMinor: Math.round((sum * 0.9) / 50) * 50,
      stockLimit,
      stockSold: 0,
      perCustomerLimit: stockLimit ? 1 : null,
      position: list.length,
      createdAt: form.createdAt,
    };
    out.bundles.push(row);
    out.bundleProducts.push(
      ...members.map((p, position) => ({ bundleId: row.id, productId: p.id, quantity: 1, position })),
    );
    return row;
  }

  /** product_count and the price range (every unit price, options included) of each form, from its products. */
  function summarise(forms: OrderFormInsert[]) {
    for (const form of forms) {
      const list = formProducts.get(form.id) ?? [];
      const ids = new Set(list.map((p) => p.id));
      const prices = [
        ...list.map((p) => p.priceMinor),
        ...out.productVariants.filter((v) => ids.has(v.productId)).map((v) => v.priceMinor),
      ];
      form.productCount = list.length;
      form.priceMinMinor = prices.length > 0 ? Math.min(...prices) : null;
      form.priceMaxMinor = prices.length > 0 ? Math.max(...prices) : null;
    }
  }

  return {
    out,
    product,
    book,
    plain,
    bundle,
    summarise,
    productsOf: (formId: string) => formProducts.get(formId) ?? [],
  };
}

/**
 * Sells what a form offers: an author's signable books (a book product each, with its options)
 * and some merchandise, a vendor's shop goods; a bundle of the first few; sometimes a
 * collector's box, low stock, a sold-out line.
 */
function stockForm(
  f: Faker,
  build: ReturnType<typeof productBuilder>,
  form: OrderFormInsert,
  shelf: ReadonlyArray<{ book: DemoStoreBook; priceMinor: number }>,
  extras: { collectorsBox?: boolean; lowStock?: boolean; soldOut?: boolean },
) {
  const lines: ProductInsert[] = [];
  if (form.authorId) {
    for (const { book, priceMinor } of shelf) lines.push(build.book(form, book, priceMinor));
    for (const item of f.helpers.arrayElements(SWAG, lines.length >= 2 ? 1 : 3 - lines.length))
      lines.push(build.plain(form, item));
  } else {
    for (const item of f.helpers.arrayElements(SHOP_GOODS, f.number.int({ min: 3, max: 4 })))
      lines.push(build.plain(form, item));
  }
  if (extras.lowStock || f.datatype.boolean({ probability: 0.15 })) {
    lines.push(
      build.plain(
        form,
        {
          title: 'Signed proof copy',
          description: 'Uncorrected proof from the print run, signed and dated.',
          priceMinor: 3500,
        },
        { stockLimit: 3, perCustomerLimit: 1 },
      ),
    );
  }
  if (extras.soldOut || f.datatype.boolean({ probability: 0.1 })) {
    lines.push(
      build.plain(
        form,
        { title: 'Hand-drawn map print', description: 'A4 print of the endpaper map, signed.', priceMinor: 2000 },
        { stockLimit: 5, stockSold: 5 },
      ),
    );
  }
  if (extras.collectorsBox) {
    lines.push(
      build.plain(
        form,
        {
          title: 'Collector’s box: the complete series, lettered and signed',
          description:
            'Every book in a lettered (A–Z) special edition, hand-signed, in a cloth slipcase with a certificate.',
          priceMinor: 125_000,
        },
        { stockLimit: 10, perCustomerLimit: 1 },
      ),
    );
  }
  const members = lines.filter((p) => p.stockLimit === null).slice(0, 3);
  if (members.length >= 2)
    build.bundle(
      form,
      form.authorId ? 'Signed set' : 'Shop bundle',
      members,
      f.datatype.boolean({ probability: 0.2 }) ? 20 : null,
    );
}

function deposit(f: Faker, form: OrderFormInsert, currencyMinor: (minor: number) => string) {
  if (!f.datatype.boolean({ probability: 0.5 })) return;
  form.depositPercent = f.helpers.arrayElement([20, 25, 30, 50]);
  form.minDepositTotalMinor = f.helpers.arrayElement([3000, 5000, 7500]);
  form.depositPolicy = `Orders of ${currencyMinor(form.minDepositTotalMinor)} or more can be secured with a ${form.depositPercent}% deposit; the balance is due before the form closes. Deposits are refundable until the form closes.`;
  if (f.datatype.boolean({ probability: 0.5 })) {
    form.maxInstalments = f.helpers.arrayElement([2, 3, 4]);
    form.instalmentPolicy = `Pay the balance in up to ${form.maxInstalments} monthly instalments, the last one before the close date. A missed instalment cancels the order and refunds what was paid, less the deposit.`;
  }
}

/**
 * The demo forms as rows, from a seed, a moment and the catalog's world (plain data): the same
 * inputs give the same rows. Every event's vendors and most of its authors have a form for it in
 * the event's currency; every seller has a direct-sales form (no event, shipped) in their
 * country's currency. Close dates are relative to `now`'s UTC day: the soonest upcoming event's
 * forms close today (hours left), the next ones' within days, later ones' next month and beyond;
 * past events' forms are closed.
 */
export function generateOrderForms({
  seed,
  now: moment,
  world,
}: {
  seed: number;
  now: Date;
  world: DemoStoresWorld;
}): DemoForms {
  const f = new Faker({ locale: [en, base] });
  f.seed([seed, 3]);
  const now = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  const today = utcDay(now);
  const slug = slugs();
  const build = productBuilder(f);
  const sellers = new Map([...world.authors, ...world.vendors].map((s) => [s.id, s]));
  const authorIds = new Set(world.authors.map((a) => a.id));
  const shelves = new Map<string, Array<{ book: DemoStoreBook; priceMinor: number }>>();
  for (const book of world.books) {
    const range = BOOK_PRICES[book.format];
    if (!range) continue;
    const shelf = shelves.get(book.authorId) ?? [];
    shelves.set(book.authorId, shelf);
    shelf.push({ book, priceMinor: f.number.int({ min: range.min / 50, max: range.max / 50 }) * 50 });
  }
  const money = (currency: string) => (minor: number) =>
    new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);

  const forms: OrderFormInsert[] = [];
  const form = (
    sellerId: string,
    currency: string,
    closeDate: string,
    event: DemoStoreEvent | null,
  ): OrderFormInsert => {
    const seller = sellers.get(sellerId)!;
    const isAuthor = authorIds.has(sellerId);
    const inPerson = event?.inPerson ?? false;
    const row: OrderFormInsert = {
      id: f.string.uuid(),
      uid: f.string.alphanumeric({ length: 16, casing: 'lower' }),
      slug: slug(event ? `${seller.slug}-${event.slug}` : `${seller.slug}-direct`),
      title: event ? `${seller.name} at ${event.title}` : `${seller.name}: signed books by post`,
      authorId: isAuthor ? sellerId : null,
      vendorId: isAuthor ? null : sellerId,
      eventId: event?.id ?? null,
      currency,
      closeDate,
      closed: false,
      instructions: !event
        ? 'Signed to order and posted within two weeks of the close date, tracked and insured. Add the name for a dedication in the personalisation.'
        : inPerson
          ? `Collect your order at ${seller.name}’s table during ${event.title}. Bring your order number (on your phone is fine); one pickup covers everything on this form.`
          : `Books are signed live during ${event.title} and posted within two weeks, tracked. Dedications are read out on the stream unless you ask us not to.`,
      terms: TERMS,
      refundPolicy: REFUND_POLICY,
      isPrivate: false,
      maxQuantityPerOrder: f.datatype.boolean({ probability: 0.25 }) ? f.helpers.arrayElement([6, 10, 12]) : null,
      pickup: inPerson,
      shipping: !inPerson || f.datatype.boolean({ probability: 0.3 }),
      createdAt: new Date(now.getTime() - f.number.int({ min: 1, max: 90 }) * DAY),
    };
    deposit(f, row, money(currency));
    forms.push(row);
    return row;
  };

  const upcoming = [...world.events]
    .filter((e) => e.startsAt.getTime() >= now.getTime())
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const byEvent = new Map<string, OrderFormInsert[]>();
  for (const event of world.events) {
    const startDay = new Date(
      Date.UTC(event.startsAt.getUTCFullYear(), event.startsAt.getUTCMonth(), event.startsAt.getUTCDate()),
    );
    const rank = upcoming.indexOf(event);
    const lead = f.number.int({ min: 7, max: 21 });
    const closeDate =
      rank === 0
        ? today // closing in hours
        : rank === 1 || rank === 2
          ? utcDay(
              new Date(Math.max(now.getTime() + 2 * DAY, Math.min(now.getTime() + 5 * DAY, startDay.getTime() - DAY))),
            ) // in days
          : utcDay(new Date(Math.max(now.getTime() + 6 * DAY, startDay.getTime() - lead * DAY)));
    const past = rank === -1;
    const own: OrderFormInsert[] = [];
    for (const authorId of event.authorIds) {
      if (f.datatype.boolean({ probability: 0.85 }) || own.length === 0)
        own.push(
          form(authorId, event.currency, past ? utcDay(new Date(startDay.getTime() - lead * DAY)) : closeDate, event),
        );
    }
    for (const vendorId of event.vendorIds)
      own.push(
        form(vendorId, event.currency, past ? utcDay(new Date(startDay.getTime() - lead * DAY)) : closeDate, event),
      );
    for (const row of own) {
      if (!past && f.datatype.boolean({ probability: 0.06 })) row.closed = true;
      if (f.datatype.boolean({ probability: 0.05 })) row.isPrivate = true;
    }
    byEvent.set(event.id, own);
  }
  for (const seller of [...world.authors, ...world.vendors]) {
    const currency = CURRENCY_BY_COUNTRY[seller.countryCode ?? ''] ?? 'EUR';
    form(seller.id, currency, utcDay(new Date(now.getTime() + f.number.int({ min: 20, max: 75 }) * DAY)), null);
  }

  // Each case the demo must show, at least once, on a form people reach first.
  const soonest = byEvent.get(upcoming[0]?.id ?? '') ?? [];
  const next = byEvent.get(upcoming[1]?.id ?? '') ?? [];
  const later = byEvent.get(upcoming[3]?.id ?? '') ?? [];
  const special = new Map<string, { collectorsBox?: boolean; lowStock?: boolean; soldOut?: boolean }>();
  for (const row of soonest) {
    row.closed = false;
    row.isPrivate = false;
  }
  if (soonest[0]) special.set(soonest[0].id, { lowStock: true, soldOut: true });
  if (next[0]) {
    Object.assign(next[0], { closed: false, isPrivate: false });
    special.set(next[0].id, { collectorsBox: true, lowStock: true });
  }
  if (next[1]) Object.assign(next[1], { closed: true, isPrivate: false });
  if (later[0]) Object.assign(later[0], { isPrivate: true, closed: false });
  const direct = forms.filter((row) => row.eventId === null);
  if (direct[0]) special.set(direct[0].id, { collectorsBox: true });
  if (direct[1]) direct[1].isPrivate = true;

  // Private forms' keys come from the system's random source, not the seed: the demo's private
  // links are as unguessable as a seller's (`private-link.ts`). Nothing else draws from it, so the
  // rest of the demo stays the same for the same seed.
  for (const row of forms) if (row.isPrivate) Object.assign(row, privateKeys(row.slug));

  for (const row of forms)
    stockForm(f, build, row, row.authorId ? (shelves.get(row.authorId) ?? []) : [], special.get(row.id) ?? {});
  build.summarise(forms);
  return { orderForms: forms, ...build.out };
}
