import { COPIED_TO_CLIPBOARD, COPY_FAILED, type NotifyOptions, type ProductNotifyOptions } from './toast-options';
import { whenToastHostReady } from './toast-store';

/**
 * A general toast: top-right, closes after 5000 ms (spec section 9). The toast library loads on
 * the first call; the returned promise settles with the toast's id once it is shown. Needs a
 * mounted `ToastHost`.
 */
export async function notify(message: string, options: NotifyOptions = {}): Promise<string | number> {
  return (await whenToastHostReady()).general(message, options);
}

/**
 * A product notification: top-center, closes after 3000 ms, no progress bar (spec section 9), for
 * example `notifyProduct('Product added to cart', { action: { label: 'View Cart', href } })`.
 */
export async function notifyProduct(message: string, options: ProductNotifyOptions = {}): Promise<string | number> {
  return (await whenToastHostReady()).product(message, options);
}

/** For pages served without the async clipboard (not a secure context): a selected textarea. */
function copyWithSelection(text: string) {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // CSSOM, not a style attribute: the CSP allows no inline style attributes.
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand?.('copy') ?? false;
  area.remove();
  if (!copied) throw new Error('The browser refused to copy');
}

/**
 * Copies `text` and says 'Copied to clipboard' (spec section 8), or 'Could not copy to clipboard'
 * when the browser refuses. Resolves to whether the text was copied.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) await navigator.clipboard.writeText(text);
    else copyWithSelection(text);
  } catch {
    void notify(COPY_FAILED, { tone: 'error' });
    return false;
  }
  void notify(COPIED_TO_CLIPBOARD, { tone: 'success' });
  return true;
}
