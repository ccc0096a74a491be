import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { axeViolations } from '../testing/axe';
import { copyToClipboard, notify, notifyProduct } from './notify';
import Toasters from './toasters';

// The real sonner on fake timers: the toasts close when the spec says.
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
// A dismissal takes two animation frames, a render, then sonner's 200 ms exit: step through them.
const settle = () => {
  for (let step = 0; step < 4; step += 1) advance(100);
};

/** Whether sonner has started the toast's exit (it stays 200 ms more for the animation). */
const leaving = (text: string) => screen.getByText(text).closest('[data-sonner-toast]')?.getAttribute('data-removed');

async function show(request: () => Promise<unknown>) {
  await act(async () => {
    await request();
  });
  // sonner adds a toast on the next tick.
  advance(0);
}

describe('toasts on sonner', () => {
  beforeEach(() => {
    // sonner dismisses on the next animation frame.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });

  afterEach(() => {
    // sonner keeps unfinished toasts and replays them to the next toaster that mounts.
    toast.dismiss();
    vi.useRealTimers();
  });

  it('closes a general toast 5000 ms after it shows, at the top right', async () => {
    render(<Toasters />);
    await show(() => notify('Saved to your shelf'));

    const region = screen.getByRole('region', { name: /^Notifications/ });
    expect(within(region).getByText('Saved to your shelf')).toBeTruthy();
    const list = within(region).getByRole('list');
    expect([list.getAttribute('data-y-position'), list.getAttribute('data-x-position')]).toEqual(['top', 'right']);

    advance(4999);
    expect(leaving('Saved to your shelf')).toBe('false');
    advance(1);
    expect(leaving('Saved to your shelf')).toBe('true');
    advance(200);
    expect(screen.queryByText('Saved to your shelf')).toBeNull();
  });

  it('closes a product notification after 3000 ms, at the top center, with its link and no countdown', async () => {
    const navigate = vi.fn();
    render(<Toasters navigate={navigate} />);
    await show(() => notifyProduct('Product added to cart', { action: { label: 'View Cart', href: '/cart/42' } }));

    const region = screen.getByRole('region', { name: 'Cart notifications' });
    expect(within(region).getByText('Product added to cart')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart/42');
    expect(within(region).queryByRole('progressbar')).toBeNull();
    const list = within(region).getByRole('list');
    expect([list.getAttribute('data-y-position'), list.getAttribute('data-x-position')]).toEqual(['top', 'center']);

    advance(2999);
    expect(leaving('Product added to cart')).toBe('false');
    advance(1);
    expect(leaving('Product added to cart')).toBe('true');
    advance(200);
    expect(screen.queryByText('Product added to cart')).toBeNull();
  });

  it('stays open while the keyboard is on it, then closes its full time after the focus leaves', async () => {
    render(<Toasters />);
    await show(() => notifyProduct('Product added to cart', { action: { label: 'View Cart', href: '/cart/42' } }));

    const link = screen.getByRole('link', { name: 'View Cart' });
    advance(2000);
    act(() => link.focus());
    advance(10_000);
    expect(leaving('Product added to cart')).toBe('false');
    act(() => link.blur());
    advance(2999);
    expect(leaving('Product added to cart')).toBe('false');
    advance(1);
    expect(leaving('Product added to cart')).toBe('true');
  });

  it('opens the link in the app and closes the notice', async () => {
    const navigate = vi.fn();
    render(<Toasters navigate={navigate} />);
    await show(() => notifyProduct('Bundle added to cart', { action: { label: 'View Cart', href: '/cart/7' } }));

    fireEvent.click(screen.getByRole('link', { name: 'View Cart' }));
    settle();

    expect(navigate).toHaveBeenCalledWith('/cart/7');
    expect(screen.queryByText('Bundle added to cart')).toBeNull();
  });

  it('closes a toast from its close button before its time', async () => {
    render(<Toasters />);
    await show(() => notify('Order placed', { tone: 'success', description: 'We sent the receipt.' }));
    expect(screen.getByText('We sent the receipt.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    settle();

    expect(screen.queryByText('Order placed')).toBeNull();
  });

  it('copies text and says exactly "Copied to clipboard"', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(<Toasters />);

    let copied = false;
    await show(async () => {
      copied = await copyToClipboard('FOLIO-2024');
    });
    advance(0);

    expect(writeText).toHaveBeenCalledWith('FOLIO-2024');
    expect(copied).toBe(true);
    expect(screen.getByText('Copied to clipboard')).toBeTruthy();
  });

  it('says so when the browser refuses to copy', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<Toasters />);

    let copied = true;
    await show(async () => {
      copied = await copyToClipboard('FOLIO-2024');
    });
    advance(0);

    expect(copied).toBe(false);
    expect(screen.getByText('Could not copy to clipboard')).toBeTruthy();
    expect(screen.queryByText('Copied to clipboard')).toBeNull();
  });

  it('has no axe violations with both kinds showing', async () => {
    render(<Toasters />);
    await show(() => notify('Saved to your shelf', { tone: 'error' }));
    await show(() => notifyProduct('Product added to cart', { action: { label: 'View Cart', href: '/cart/1' } }));

    vi.useRealTimers();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
