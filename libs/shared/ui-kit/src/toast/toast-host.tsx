import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
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

/** A toast that cannot load must not take the page down with it. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
