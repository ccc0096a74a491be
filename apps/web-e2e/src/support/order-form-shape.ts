/**
 * The fields of the public order form answer (`GET /api/public/order-forms/{slug}`) that the
 * journeys read to pick what to buy. The end-to-end tests stay black-box (no workspace package),
 * so they declare what they read, once, here.
 */
export interface FormVariant {
  id: string;
  name: string;
}

export interface FormStock {
  available: number | null;
  sold_out: boolean;
}

export interface FormProduct {
  id: string;
  title: string;
  price_minor: number;
  variants: FormVariant[];
  stock: FormStock;
  per_customer_limit: number | null;
}

export interface FormBundle {
  id: string;
  title: string;
  products: Array<{ product_id: string; variants: FormVariant[] }>;
  stock: FormStock;
  per_customer_limit: number | null;
}

export interface OrderForm {
  id: string;
  slug: string;
  title: string;
  closed: boolean;
  close_date: string;
  currency: string;
  max_quantity_per_order: number | null;
  seller: { kind: 'author' | 'vendor'; name: string };
  deposit: { percent: number; min_order_total_minor: number | null } | null;
  fulfilment: { pickup: boolean; shipping: boolean };
  products: FormProduct[];
  bundles: FormBundle[];
}
