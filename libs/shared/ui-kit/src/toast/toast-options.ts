/** Spec section 9: a general toast closes after 5000 ms at top-right. */
export const GENERAL_TOAST = { toasterId: 'folio-general', position: 'top-right', duration: 5_000 } as const;
/** Spec section 9: product notifications close after 3000 ms at top-center, with no progress bar. */
export const PRODUCT_TOAST = { toasterId: 'folio-product', position: 'top-center', duration: 3_000 } as const;
/** Spec section 8: the notice after copying. */
export const COPIED_TO_CLIPBOARD = 'Copied to clipboard';
export const COPY_FAILED = 'Could not copy to clipboard';

export type ToastTone = 'neutral' | 'success' | 'error';

export interface NotifyOptions {
  /** `success` and `error` add an icon and colour; `neutral` by default. */
  tone?: ToastTone;
  /** A second, quieter line. */
  description?: string;
  /** Milliseconds before it closes; 5000 by default. */
  duration?: number;
}

export interface ToastLink {
  label: string;
  href: string;
}

export interface ProductNotifyOptions {
  /** A link shown in the notice, such as 'View Cart' to /cart/{cartId}. */
  action?: ToastLink;
}

/** What the lazily loaded toast host offers once it is mounted. */
export interface ToastApi {
  general(message: string, options: NotifyOptions): string | number;
  product(message: string, options: ProductNotifyOptions): string | number;
}
