import type { Database } from '@folio/db';
import {
  SLUG_PATTERN,
  type Bundle,
  type OrderForm,
  type Product,
  type ProductVariant,
  type VariantKind,
} from '@folio/order-forms-contract';
import { notFound } from '@folio/server-kit';
import { bundleImageUrl, productImageUrl } from './order-form-image.service.js';
import { isOrderFormOpen } from './order-form-status.js';
import { availableStock } from './order-form-stock.js';
import type { OrderFormRows } from './order-form.repo.js';
import { orderFormRepo } from './order-form.repo.js';
import type { ProductVariantRow } from './order-form.table.js';
import { stockState, type CatalogRefsPort, type StockReader } from './ports.js';

export interface OrderFormsDeps {
  db: Database;
  catalog: CatalogRefsPort;
  /** The cart domain's holds; without it, stock is the limit minus what is sold. */
  stock?: StockReader;
  now?: () => Date;
}

/** The contract's `Slug` allows at most this many characters. */
const MAX_SLUG_LENGTH = 160;

export const orderFormNotFound = () => notFound('Order form not found.');

const toVariant = (row: ProductVariantRow): ProductVariant => ({
  id: row.id,
  kind: row.kind as VariantKind,
  name: row.name,
  price_minor: row.priceMinor,
});

/** The form as `/orderform/{slug}` shows it: one read, the catalog's names through the port. */
export function orderFormService(deps: OrderFormsDeps) {
  const repo = orderFormRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  async function toOrderForm(rows: OrderFormRows, at: Date): Promise<OrderForm> {
    const { form } = rows;
    const [sellers, events, stock] = await Promise.all([
      deps.catalog.sellers([form.sellerId]),
      form.eventId ? deps.catalog.events([form.eventId]) : Promise.resolve(new Map()),
      availableStock(deps.db, deps.stock, rows, at),
    ]);
    const seller = sellers.get(form.sellerId);
    // The catalog never deletes a seller that has forms; a form without one cannot be shown.
    if (!seller) throw orderFormNotFound();

    const variantsOf = new Map<string, ProductVariant[]>();
    for (const row of rows.variants)
      variantsOf.set(row.productId, [...(variantsOf.get(row.productId) ?? []), toVariant(row)]);
    const productById = new Map(rows.products.map((row) => [row.id, row]));

    const products: Product[] = rows.products.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      book_id: row.bookId,
      image_url: productImageUrl(row.id, row, seller.name),
      price_minor: row.priceMinor,
      variants: variantsOf.get(row.id) ?? [],
      stock: stockState(stock.products.get(row.id) ?? null),
      per_customer_limit: row.perCustomerLimit,
    }));

    const bundles: Bundle[] = rows.bundles.map((row) => {
      const members = rows.bundleProducts.filter((member) => member.bundleId === row.id);
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        image_url: bundleImageUrl(row.id, { title: row.title, productCount: members.length }, seller.name),
        price_minor: row.priceMinor,
        products: members.map((member) => ({
          product_id: member.productId,
          title: productById.get(member.productId)?.title ?? '',
          quantity: member.quantity,
          variants: variantsOf.get(member.productId) ?? [],
        })),
        stock: stockState(stock.bundles.get(row.id) ?? null),
        per_customer_limit: row.perCustomerLimit,
      };
    });

    return {
      id: form.id,
      uid: form.uid,
      slug: form.slug,
      title: form.title,
      seller,
      event: form.eventId ? (events.get(form.eventId) ?? null) : null,
      currency: form.currency,
      close_date: form.closeDate,
      closed: !isOrderFormOpen(form, at),
      instructions: form.instructions,
      terms: form.terms,
      refund_policy: form.refundPolicy,
      deposit:
        form.depositPercent === null
          ? null
          : {
              percent: form.depositPercent,
              min_order_total_minor: form.minDepositTotalMinor,
              policy: form.depositPolicy,
            },
      instalments:
        form.maxInstalments === null ? null : { max_instalments: form.maxInstalments, policy: form.instalmentPolicy },
      is_private: form.isPrivate,
      max_quantity_per_order: form.maxQuantityPerOrder,
      fulfilment: { pickup: form.pickup, shipping: form.shipping },
      products,
      bundles,
    };
  }

  return {
    /** A slug that cannot exist (the contract's pattern) is the same 404, without a query. */
    async bySlug(slug: string): Promise<OrderForm> {
      if (slug.length === 0 || slug.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(slug)) throw orderFormNotFound();
      const rows = await repo.bySlug(slug);
      if (!rows) throw orderFormNotFound();
      return toOrderForm(rows, now());
    },
  };
}
