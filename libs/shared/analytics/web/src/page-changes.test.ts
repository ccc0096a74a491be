import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackPageChanges } from './page-changes';

/** A router's navigations, driven by the test. */
function fakeRouter() {
  const listeners = new Set<(pathname: string) => void>();
  return {
    subscribe: (listener: (pathname: string) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go: (pathname: string) => {
      for (const listener of listeners) listener(pathname);
    },
    listening: () => listeners.size,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('trackPageChanges', () => {
  it('fires exactly 150 ms after a route change', () => {
    const router = fakeRouter();
    const fired = vi.fn();
    trackPageChanges(router.subscribe, fired, { initialPath: '/' });
    router.go('/events');
    vi.advanceTimersByTime(149);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('never fires for the first load, nor for a search or hash change on the same page', () => {
    const router = fakeRouter();
    const fired = vi.fn();
    trackPageChanges(router.subscribe, fired, { initialPath: '/orderform/summer' });
    router.go('/orderform/summer');
    router.go('/orderform/summer');
    vi.advanceTimersByTime(10_000);
    expect(fired).not.toHaveBeenCalled();
  });

  it('fires once per change, each time the path moves on', () => {
    const router = fakeRouter();
    const fired = vi.fn();
    trackPageChanges(router.subscribe, fired, { initialPath: '/' });
    router.go('/events');
    vi.advanceTimersByTime(150);
    router.go('/authors');
    vi.advanceTimersByTime(150);
    router.go('/');
    vi.advanceTimersByTime(150);
    expect(fired).toHaveBeenCalledTimes(3);
  });

  it('cancels the first event when a second change comes within 150 ms, and fires 150 ms after the second', () => {
    const router = fakeRouter();
    const fired = vi.fn();
    trackPageChanges(router.subscribe, fired, { initialPath: '/' });
    router.go('/account');
    vi.advanceTimersByTime(100);
    router.go('/login');
    vi.advanceTimersByTime(149);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('stops listening and drops a pending event when stopped', () => {
    const router = fakeRouter();
    const fired = vi.fn();
    const stop = trackPageChanges(router.subscribe, fired, { initialPath: '/' });
    router.go('/events');
    stop();
    vi.advanceTimersByTime(1_000);
    expect(fired).not.toHaveBeenCalled();
    expect(router.listening()).toBe(0);
  });
});
