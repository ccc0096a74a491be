import { useEffect, useRef, type CSSProperties, type ReactElement } from 'react';
import { toast, Toaster } from 'sonner';
import { useMediaQuery } from '../hooks/use-media-query';
import { ToastCard } from './toast-card';
import { GENERAL_TOAST, PRODUCT_TOAST, type ToastApi } from './toast-options';
import { attachToastApi } from './toast-store';

/**
 * sonner's own breakpoint: below it every toaster spans the screen's width, so two toasters at the
 * top would cover each other. There general toasts move to the bottom; product ones stay on top.
 */
export const PHONE_QUERY = '(max-width: 600px)';

// Below the sticky site header rather than over its buttons.
const offset = { top: 'calc(var(--header-height) + 0.75rem)' };
const mobileOffset = { top: 'calc(var(--header-height) + 0.5rem)' };

/**
 * The two sonner toasters (general at top-right, product at top-center) and the api `notify`
 * waits for. Loaded lazily by ToastHost: sonner inserts its constant stylesheet when this module
 * loads (allowed by hash in the CSP); the cards themselves are styled with the kit's tokens.
 */
/**
 * Holds a toast open while the focus is in it (the same toast, updated in place with no time
 * limit), and gives it its full time again when the focus leaves.
 */
function hold(
  render: (id: string | number) => ReactElement,
  id: string | number,
  toasterId: string,
  duration: number,
  held: boolean,
) {
  toast.custom(render, { id, toasterId, duration: held ? Number.POSITIVE_INFINITY : duration });
}

export default function Toasters({ navigate }: { navigate?: (href: string) => void }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  // Children's effects run first: by now both toasters subscribe to sonner's toast state.
  useEffect(() => {
    const api: ToastApi = {
      general: (message, { tone = 'neutral', description, duration = GENERAL_TOAST.duration }) => {
        const render = (id: string | number) => (
          <ToastCard
            message={message}
            description={description}
            tone={tone}
            closesInMs={duration}
            onDismiss={() => toast.dismiss(id)}
            onHold={(held) => hold(render, id, GENERAL_TOAST.toasterId, duration, held)}
          />
        );
        return toast.custom(render, { toasterId: GENERAL_TOAST.toasterId, duration });
      },
      product: (message, { action }) => {
        const render = (id: string | number) => (
          <ToastCard
            message={message}
            tone="product"
            action={action}
            onNavigate={(href) => navigateRef.current?.(href)}
            onDismiss={() => toast.dismiss(id)}
            onHold={(held) => hold(render, id, PRODUCT_TOAST.toasterId, PRODUCT_TOAST.duration, held)}
          />
        );
        return toast.custom(render, { toasterId: PRODUCT_TOAST.toasterId, duration: PRODUCT_TOAST.duration });
      },
    };
    return attachToastApi(api);
  }, []);

  return (
    <>
      <Toaster
        id={GENERAL_TOAST.toasterId}
        position={phone ? 'bottom-center' : GENERAL_TOAST.position}
        duration={GENERAL_TOAST.duration}
        offset={offset}
        mobileOffset={mobileOffset}
        toastOptions={{ unstyled: true }}
      />
      <Toaster
        id={PRODUCT_TOAST.toasterId}
        position={PRODUCT_TOAST.position}
        duration={PRODUCT_TOAST.duration}
        offset={offset}
        mobileOffset={mobileOffset}
        // Room for the message and its link on one line (sonner's custom property, set as CSSOM); on
        // phones sonner spans the screen, and a wider card would push the page sideways.
        style={phone ? undefined : ({ '--width': '25rem' } as CSSProperties)}
        toastOptions={{ unstyled: true }}
        hotkey={[]}
        customAriaLabel="Cart notifications"
      />
    </>
  );
}
