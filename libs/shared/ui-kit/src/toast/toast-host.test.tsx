import { act, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps, ReactElement } from 'react';
import { notify, notifyProduct } from './notify';
import { ToastHost } from './toast-host';

// sonner stands in as spies here: these tests check what the kit asks of it. toasters.test.tsx
// runs the real library.
const sonner = vi.hoisted(() => ({
  toasters: [] as Array<Record<string, unknown>>,
  custom: vi.fn((_render: (id: number) => ReactElement, _options: Record<string, unknown>) => 7),
  dismiss: vi.fn(),
}));

vi.mock('sonner', () => ({
  Toaster: (props: Record<string, unknown>) => {
    sonner.toasters.push(props);
    return null;
  },
  toast: { custom: sonner.custom, dismiss: sonner.dismiss },
}));

/** Asks for a toast and waits until it reaches sonner (the first one loads the toasters). */
async function send(request: () => Promise<unknown>) {
  const before = sonner.custom.mock.calls.length;
  void request();
  await waitFor(() => expect(sonner.custom.mock.calls.length).toBe(before + 1));
}

type ToasterProps = ComponentProps<typeof import('sonner').Toaster>;

describe('ToastHost', () => {
  it('renders nothing and mounts no toaster before the first toast is asked for', async () => {
    const { container, unmount } = render(<ToastHost />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(container.childElementCount).toBe(0);
    expect(sonner.toasters).toEqual([]);
    unmount();
  });

  it('shows a toast requested before the host mounted', async () => {
    const early = notify('Saved to your shelf');
    const { container } = render(<ToastHost />);

    // The toasters load on first use; act() would hold back the render the toast is waiting for.
    await waitFor(() => expect(sonner.custom).toHaveBeenCalled());
    expect(await early).toBe(7);
    expect(container.childElementCount).toBe(0);
    expect(sonner.custom).toHaveBeenCalledTimes(1);
  });

  it('mounts a top-right toaster of 5000 ms and a top-center one of 3000 ms', async () => {
    render(<ToastHost />);
    await send(() => notify('Saved'));

    const byId = Object.fromEntries(sonner.toasters.map((props) => [props['id'], props as ToasterProps]));
    expect(byId['folio-general']).toMatchObject({ position: 'top-right', duration: 5000 });
    expect(byId['folio-product']).toMatchObject({ position: 'top-center', duration: 3000 });
  });

  it('moves general toasts to the bottom on phones, where toasters span the width', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 600px)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    sonner.toasters.length = 0;
    render(<ToastHost />);
    await send(() => notify('Saved'));

    const byId = Object.fromEntries(sonner.toasters.map((props) => [props['id'], props as ToasterProps]));
    expect(byId['folio-general']).toMatchObject({ position: 'bottom-center', duration: 5000 });
    expect(byId['folio-product']).toMatchObject({ position: 'top-center', duration: 3000 });
  });

  it('sends general toasts to the top-right toaster for 5000 ms', async () => {
    render(<ToastHost />);

    await send(() => notify('Saved'));

    expect(sonner.custom).toHaveBeenLastCalledWith(expect.any(Function), {
      toasterId: 'folio-general',
      duration: 5000,
    });
  });

  it('lets a general toast stay longer when asked', async () => {
    render(<ToastHost />);

    await send(() => notify('Saved', { duration: 8000 }));

    expect(sonner.custom).toHaveBeenLastCalledWith(expect.any(Function), {
      toasterId: 'folio-general',
      duration: 8000,
    });
  });

  it('sends product notifications to the top-center toaster for 3000 ms', async () => {
    render(<ToastHost />);

    await send(() => notifyProduct('Product added to cart', { action: { label: 'View Cart', href: '/cart/42' } }));

    expect(sonner.custom).toHaveBeenLastCalledWith(expect.any(Function), {
      toasterId: 'folio-product',
      duration: 3000,
    });
  });

  it('draws a countdown bar on general toasts only', async () => {
    render(<ToastHost />);
    await send(() => notify('Saved'));
    const general = sonner.custom.mock.lastCall?.[0];
    await send(() => notifyProduct('Product added to cart'));
    const product = sonner.custom.mock.lastCall?.[0];

    const { unmount } = render(general?.(1) ?? <></>);
    expect(screen.getByRole('progressbar', { name: 'Closes in 5 seconds' })).toBeTruthy();
    unmount();
    render(product?.(2) ?? <></>);
    expect(screen.getByText('Product added to cart')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
