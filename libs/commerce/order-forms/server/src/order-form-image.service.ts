import type { Database } from '@folio/db';
import { orderFormPaths } from '@folio/order-forms-contract';
import { coverSvg, imageVersion, notFound, type CoverInput, type GeneratedImage } from '@folio/server-kit';
import { orderFormRepo } from './order-form.repo.js';
import type { CatalogRefsPort } from './ports.js';

const productCover = (id: string, p: { title: string; bookId: string | null }, sellerName: string): CoverInput => ({
  key: id,
  title: p.title,
  byline: sellerName,
  kicker: p.bookId ? 'Signed copy' : 'From the table',
});

const bundleCover = (id: string, b: { title: string; productCount: number }, sellerName: string): CoverInput => ({
  key: `bundle:${id}`,
  title: b.title,
  byline: sellerName,
  kicker: `Bundle · ${b.productCount} ${b.productCount === 1 ? 'item' : 'items'}`,
});

/** A product's picture address, with the key of what it shows (`?v=`), so it can be cached for good. */
export const productImageUrl = (id: string, p: { title: string; bookId: string | null }, sellerName: string): string =>
  `${orderFormPaths.productImage(id)}?v=${imageVersion(productCover(id, p, sellerName))}`;

export const bundleImageUrl = (id: string, b: { title: string; productCount: number }, sellerName: string): string =>
  `${orderFormPaths.bundleImage(id)}?v=${imageVersion(bundleCover(id, b, sellerName))}`;

/**
 * The generated pictures of products and bundles: our own SVGs, never an outside host. The
 * seller's name is on them, read through the catalog port (an unknown seller draws no name).
 */
export function orderFormImageService({ db, catalog }: { db: Database; catalog: CatalogRefsPort }) {
  const repo = orderFormRepo(db);
  const sellerName = async (id: string) => (await catalog.sellers([id])).get(id)?.name ?? '';

  const draw = (input: CoverInput): GeneratedImage => ({ svg: coverSvg(input), version: imageVersion(input) });

  return {
    async product(id: string): Promise<GeneratedImage> {
      const product = await repo.productPicture(id);
      if (!product) throw notFound('Product not found.');
      return draw(productCover(id, product, await sellerName(product.sellerId)));
    },
    async bundle(id: string): Promise<GeneratedImage> {
      const bundle = await repo.bundlePicture(id);
      if (!bundle) throw notFound('Bundle not found.');
      return draw(bundleCover(id, bundle, await sellerName(bundle.sellerId)));
    },
  };
}
