/** The words of spec sections 5 and 8 the cart shows, in one place for the client and its tests. */
export const CART_TEXT = {
  noOrderForm: 'No orderFormId provided or set.',
  productAdded: 'Product added to cart',
  bundleAdded: 'Bundle added to cart',
  viewCart: 'View Cart',
  addProductFailed: 'Error adding product to cart',
  addBundleFailed: 'Error adding bundle to cart',
  updateProductFailed: 'Error updating product quantity',
  updateBundleFailed: 'Error updating bundle quantity',
} as const;

/** Product notices (spec section 9): 3000 ms, top-center, no progress bar. */
export const CART_TOAST_DURATION_MS = 3000;
