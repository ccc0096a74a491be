import type { Bundle, OrderForm, Product, ProductVariant } from '@folio/order-forms-contract';
import { orderFormPaths } from '@folio/order-forms-contract';

let sequence = 0;
/** A fresh, valid uuid per call, so lists of made-up items never share an id. */
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export function aVariant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  return { id: nextId(), kind: 'edition', name: 'Hardback', price_minor: 2500, ...overrides };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId();
  return {
    id,
    title: 'The Quiet Orchard',
    description: 'Signed and dated at the table.',
    book_id: null,
    image_url: `${orderFormPaths.productImage(id)}?v=test`,
    price_minor: 2500,
    variants: [],
    stock: { available: 20, sold_out: false },
    per_customer_limit: null,
    ...overrides,
  };
}

export function aBundle(overrides: Partial<Bundle> = {}): Bundle {
  const id = overrides.id ?? nextId();
  return {
    id,
    title: 'The Orchard pair',
    description: '',
    image_url: `${orderFormPaths.bundleImage(id)}?v=test`,
    price_minor: 4500,
    products: [],
    stock: { available: 10, sold_out: false },
    per_customer_limit: null,
    ...overrides,
  };
}

/**
 * An order form as `GET /api/public/order-forms/{slug}` answers it: an author's open form for a
 * Chicago signing in USD, two products (one with editions) and a bundle; override any field.
 */
export function anOrderForm(overrides: Partial<OrderForm> = {}): OrderForm {
  const hardback = aVariant({ name: 'Hardback', price_minor: 2500 });
  const special = aVariant({ name: 'Special edition', price_minor: 4000 });
  const orchard = aProduct({ title: 'The Quiet Orchard', variants: [hardback, special] });
  const tote = aProduct({ title: 'Orchard tote bag', price_minor: 1500, stock: { available: 3, sold_out: false } });
  return {
    id: nextId(),
    uid: 'of_test_uid',
    slug: 'maya-quill-chicago-signing-social',
    title: 'Maya Quill at Chicago Signing Social',
    seller: { id: nextId(), kind: 'author', slug: 'maya-quill', name: 'Maya Quill' },
    event: {
      id: nextId(),
      slug: 'chicago-signing-social',
      title: 'Chicago Signing Social',
      starts_at: '2026-12-06T19:00:00.000Z',
      ends_at: '2026-12-06T23:00:00.000Z',
      timezone: 'America/Chicago',
      location: 'Lakeshore Literary Center, Chicago',
    },
    currency: 'USD',
    close_date: '2026-12-01',
    closed: false,
    instructions: 'Bring your confirmation to the signing table.',
    terms: 'Books are signed at the event.',
    refund_policy: 'Full refund until the form closes.',
    deposit: null,
    instalments: null,
    is_private: false,
    max_quantity_per_order: null,
    fulfilment: { pickup: true, shipping: false },
    products: [orchard, tote],
    bundles: [
      aBundle({
        title: 'Orchard and tote',
        products: [
          { product_id: orchard.id, title: orchard.title, quantity: 1, variants: orchard.variants },
          { product_id: tote.id, title: tote.title, quantity: 1, variants: [] },
        ],
      }),
    ],
    ...overrides,
  };
}
