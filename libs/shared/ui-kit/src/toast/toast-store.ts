import type { ToastApi } from './toast-options';

/*
 * The meeting point of `notify` (tiny, in every screen's graph) and the toast host (sonner, loaded
 * on first use). The first request flips `requested`, which makes ToastHost load the host; calls
 * wait until the host has mounted its toasters, so nothing requested early is lost.
 */
let api: ToastApi | null = null;
let waiting: Array<(api: ToastApi) => void> = [];
let requested = false;
const listeners = new Set<() => void>();

export function whenToastHostReady(): Promise<ToastApi> {
  if (api) return Promise.resolve(api);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** Called by the host once its toasters are subscribed; returns the detach function. */
export function attachToastApi(next: ToastApi): () => void {
  api = next;
  const ready = waiting;
  waiting = [];
  for (const resolve of ready) resolve(next);
  return () => {
    if (api === next) api = null;
  };
}

export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsRequested(): boolean {
  return requested;
}
