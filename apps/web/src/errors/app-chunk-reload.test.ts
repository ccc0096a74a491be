import { listenForChunkFailures } from './app-chunk-reload';

function preloadError(message: string) {
  return Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: new TypeError(message),
  });
}

const failure = 'Failed to fetch dynamically imported module: https://folio.test/assets/events-abc.js';

describe('listenForChunkFailures', () => {
  function setup(navigating: boolean) {
    const target = new EventTarget();
    const guard = { reloadOnce: vi.fn(() => 'reloading' as const) };
    const storage = new Map<string, string>();
    const stop = listenForChunkFailures(
      target as unknown as Window,
      { isNavigating: () => navigating, currentPath: () => '/events' },
      guard,
      () => ({ setItem: (key: string, value: string) => void storage.set(key, value) }),
    );
    return { target, guard, stop, storage };
  }

  it('asks the guard to reload the page being opened when its chunk fails', () => {
    const { target, guard } = setup(true);

    target.dispatchEvent(preloadError(failure));

    expect(guard.reloadOnce).toHaveBeenCalledWith('/events');
  });

  it("takes the decision from the router's own one-time reload", () => {
    const { target, storage } = setup(true);

    target.dispatchEvent(preloadError(failure));

    expect(storage.get(`tanstack_router_reload:${failure}`)).toBe('1');
  });

  it('ignores failed prefetches while no navigation is under way', () => {
    const { target, guard, storage } = setup(false);

    target.dispatchEvent(preloadError(failure));

    expect(guard.reloadOnce).not.toHaveBeenCalled();
    expect(storage.size).toBe(0);
  });

  it('lets the failure reach the router so its error screen can take over', () => {
    const { target } = setup(true);
    const event = preloadError(failure);

    target.dispatchEvent(event);

    expect(event.defaultPrevented).toBe(false);
  });

  it('stops listening once stopped', () => {
    const { target, guard, stop } = setup(true);

    stop();
    target.dispatchEvent(preloadError(failure));

    expect(guard.reloadOnce).not.toHaveBeenCalled();
  });
});
