import type { CartBundleItem, CartProductItem, RemoveCartItemInput } from '@folio/cart-contract';

/** A line of a cart and which kind it is. */
export type CartLine = { kind: 'product'; item: CartProductItem } | { kind: 'bundle'; item: CartBundleItem };

/** How remove and adjust name a line: a product with its variant, a bundle with its chosen variants. */
export function lineIdentity(line: CartLine): RemoveCartItemInput {
  if (line.kind === 'product') {
    const { product_id, product_variant_id } = line.item;
    return product_variant_id ? { product_id, variant_id: product_variant_id } : { product_id };
  }
  return {
    bundle_id: line.item.bundle_id,
    product_variants: line.item.product_variants.map(({ product_id, variant_id }) => ({ product_id, variant_id })),
  };
}
