import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Quiet } from '../quiet';
import { subscribeToastRequests, toastsRequested } from './toast-store';

const Toasters = lazy(() => import('./toasters'));

export interface ToastHostProps {
  /** Opens a toast's link inside the app (the router's navigate); a plain page load without it. */
  navigate?: (href: string) => void;
}

/**
 * Mount once in the app shell. Renders nothing and loads nothing until the first toast is
 * requested; then it loads the toasters (sonner) and shows every toast asked for so far.
 */
export function ToastHost({ navigate }: ToastHostProps) {
  const requested = useSyncExternalStore(subscribeToastRequests, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Quiet>
      <Suspense fallback={null}>
        <Toasters navigate={navigate} />
      </Suspense>
    </Quiet>
  );
}
