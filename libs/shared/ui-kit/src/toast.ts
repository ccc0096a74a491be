// Public API of @folio/ui-kit/toast. Nothing here imports sonner: ToastHost loads it (and its
// toasters) with a dynamic import the first time a toast is requested.
export { copyToClipboard, notify, notifyProduct } from './toast/notify';
export { ToastHost } from './toast/toast-host';
export type { ToastHostProps } from './toast/toast-host';
export { COPIED_TO_CLIPBOARD, COPY_FAILED, GENERAL_TOAST, PRODUCT_TOAST } from './toast/toast-options';
export type { NotifyOptions, ProductNotifyOptions, ToastLink, ToastTone } from './toast/toast-options';
