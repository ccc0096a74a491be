/** The public order forms API. */
export const ORDER_FORMS_BASE_PATH = '/api/public/order-forms';

export const orderFormPaths = {
  /** GET: one form by its slug (private forms too: the link is the key). */
  form: (slug: string) => `${ORDER_FORMS_BASE_PATH}/${encodeURIComponent(slug)}`,
  /** GET: a product's or bundle's generated picture. */
  productImage: (id: string) => `${ORDER_FORMS_BASE_PATH}/images/products/${encodeURIComponent(id)}.svg`,
  bundleImage: (id: string) => `${ORDER_FORMS_BASE_PATH}/images/bundles/${encodeURIComponent(id)}.svg`,
} as const;

/** The page: `/orderform/{slug}`. */
export const orderFormPagePath = (slug: string): string => `/orderform/${encodeURIComponent(slug)}`;
