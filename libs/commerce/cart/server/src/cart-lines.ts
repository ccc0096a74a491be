import type { ProductVariantChoice } from '@folio/cart-contract';
import type { Database } from '@folio/db';
import {
  bundleWithParts,
  productWithVariants,
  type BundlePart,
  type BundleRow,
  type OrderFormRow,
  type ProductRow,
  type ProductVariantRow,
} from '@folio/order-forms-server';
import { ApiError } from '@folio/server-kit';

export const CART_REFUSED = 'cart_refused';
/** A refusal the buyer can act on (stock, a closed form, a limit): 422 with words to show. Never 409, which the client reserves for unverified e-mail. */
export const refused = (message: string) => new ApiError(422, CART_REFUSED, message);

/** What a line is, resolved against the form: a product in a variant, or a bundle with a variant per product that has them. */
export type LineSpec =
  | {
      kind: 'product';
      key: string;
      product: ProductRow;
      variant: ProductVariantRow | null;
      title: string;
    }
  | {
      kind: 'bundle';
      key: string;
      bundle: BundleRow;
      parts: BundlePart[];
      /** The bundle's products, as read (unlocked). */
      products: ProductRow[];
      choices: { productId: string; variantId: string }[];
      title: string;
    };

export type LineInput =
  | { product_id: string; variant_id?: string | undefined }
  | { bundle_id: string; product_variants?: ProductVariantChoice[] | undefined };

export const productLineKey = (productId: string, variantId: string | null) => `p:${productId}:${variantId ?? '-'}`;
export const bundleLineKey = (bundleId: string, choices: readonly { productId: string; variantId: string }[]) =>
  `b:${bundleId}:${[...choices]
    .sort((a, b) => a.productId.localeCompare(b.productId))
    .map((choice) => `${choice.productId}=${choice.variantId}`)
    .join(',')}`;

/** The line of a product in a variant (null: it has none). */
export const productSpec = (product: ProductRow, variant: ProductVariantRow | null): LineSpec => ({
  kind: 'product',
  key: productLineKey(product.id, variant?.id ?? null),
  product,
  variant,
  title: variant ? `${product.title} (${variant.name})` : product.title,
});

/** The units of each product one unit of the line takes. */
export function unitsPerLine(spec: LineSpec): BundlePart[] {
  return spec.kind === 'product' ? [{ productId: spec.product.id, quantity: 1 }] : spec.parts;
}

/**
 * The line the input names, checked against the form: 404 for what the form does not sell, 422 for
 * a missing or wrong variant. A read without locks: `lineLimits` locks what has a limit.
 */
export async function resolveLine(db: Database, form: Pick<OrderFormRow, 'id'>, input: LineInput): Promise<LineSpec> {
  if ('product_id' in input) {
    const productId = input.product_id.toLowerCase();
    const found = await productWithVariants(db, form.id, productId);
    if (!found) throw new ApiError(404, 'not_found', 'That product is not sold on this order form.');
    const { product, variants } = found;
    const variantId = input.variant_id?.toLowerCase();
    if (variants.length === 0) {
      if (variantId !== undefined) throw refused(`${product.title} has no variants to choose from.`);
      return productSpec(product, null);
    }
    if (variantId === undefined) throw refused(`Choose a variant of ${product.title}.`);
    const variant = variants.find((v) => v.id === variantId);
    if (!variant) throw refused(`That variant is not one of ${product.title}'s.`);
    return productSpec(product, variant);
  }

  const bundleId = input.bundle_id.toLowerCase();
  const found = await bundleWithParts(db, form.id, bundleId);
  if (!found) throw new ApiError(404, 'not_found', 'That bundle is not sold on this order form.');
  const { bundle, parts, variants, products: partProducts } = found;
  const titleOf = new Map(partProducts.map((p) => [p.id, p.title]));
  const given = new Map<string, string>();
  for (const choice of input.product_variants ?? []) {
    const productId = choice.product_id.toLowerCase();
    if (given.has(productId)) throw refused('Choose one variant for each product of the bundle.');
    given.set(productId, choice.variant_id.toLowerCase());
  }
  const choices: { productId: string; variantId: string }[] = [];
  for (const part of parts) {
    const options = variants.filter((v) => v.productId === part.productId);
    const chosen = given.get(part.productId);
    given.delete(part.productId);
    if (options.length === 0) {
      if (chosen !== undefined)
        throw refused(`${titleOf.get(part.productId) ?? 'That product'} has no variants to choose from.`);
      continue;
    }
    if (chosen === undefined)
      throw refused(`Choose a variant of ${titleOf.get(part.productId) ?? 'each product'} for ${bundle.title}.`);
    if (!options.some((v) => v.id === chosen))
      throw refused(`That variant is not one of ${titleOf.get(part.productId) ?? 'the product'}'s.`);
    choices.push({ productId: part.productId, variantId: chosen });
  }
  if (given.size > 0) throw refused(`${bundle.title} does not contain that product.`);
  return {
    kind: 'bundle',
    key: bundleLineKey(bundle.id, choices),
    bundle,
    parts,
    products: partProducts,
    choices,
    title: bundle.title,
  };
}
