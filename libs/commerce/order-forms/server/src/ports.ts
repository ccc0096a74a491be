import type { OrderFormEvent, OrderFormSeller, StockState } from '@folio/order-forms-contract';
import type { Database } from '@folio/db';

/**
 * What commerce shows of the catalog: a form's seller and event by id. Commerce never imports the
 * catalog; the API shell implements this over the catalog's public reads and passes it in. Ids it
 * does not know are missing from the answer.
 */
export interface CatalogRefsPort {
  sellers(ids: readonly string[]): Promise<Map<string, OrderFormSeller>>;
  events(ids: readonly string[]): Promise<Map<string, OrderFormEvent>>;
}

/**
 * How many units are left to add of each product and bundle: the limit minus what is sold minus
 * what carts hold now (the cart domain owns the holds and implements this; the shell passes it in).
 * A missing id or null means no limit. Bundles count their own limit and their products' stock.
 */
export interface StockReader {
  available(
    db: Database,
    ids: { productIds: readonly string[]; bundleIds: readonly string[] },
    now: Date,
  ): Promise<{ products: Map<string, number | null>; bundles: Map<string, number | null> }>;
}

export type { StockState };

/** The stock state a buyer sees from the units left (null: no limit). */
export function stockState(available: number | null): StockState {
  return { available, sold_out: available !== null && available <= 0 };
}
