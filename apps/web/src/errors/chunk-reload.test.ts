import { CHUNK_RELOAD_WINDOW_MS, createChunkReloadGuard, decideChunkReload, isChunkLoadError } from './chunk-reload';

describe('decideChunkReload', () => {
  it('reloads when the path was never reloaded', () => {
    expect(decideChunkReload(undefined, 1_000)).toBe('reload');
  });

  it('shows the error when the path was reloaded less than 10 seconds ago', () => {
    expect(decideChunkReload(50_000, 50_000)).toBe('show-error');
    expect(decideChunkReload(50_000, 50_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe('show-error');
  });

  it('reloads again once 10 seconds have passed', () => {
    expect(decideChunkReload(50_000, 50_000 + CHUNK_RELOAD_WINDOW_MS)).toBe('reload');
  });

  it('does not trust an attempt stamped in the future', () => {
    expect(decideChunkReload(90_000, 50_000)).toBe('reload');
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://folio.test/assets/index-abc.js',
    'error loading dynamically imported module: https://folio.test/assets/index-abc.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/index-abc.css',
    'Loading chunk 42 failed.',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('recognises a ChunkLoadError by name', () => {
    const error = new Error('chunk missing');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError({ status: 500, message: 'Server Error' })).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('createChunkReloadGuard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const storage = new Map<string, string>();
    const fakeStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    };
    const reload = vi.fn();
    // A fresh guard per page load, sharing the session storage, as after a real reload.
    const pageLoad = () => createChunkReloadGuard({ storage: () => fakeStorage, now: () => Date.now(), reload });
    return { pageLoad, reload };
  }

  it('reloads once, then shows the error when the chunk fails again right after the reload', () => {
    const { pageLoad, reload } = setup();

    expect(pageLoad().reloadOnce('/events')).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1_500);
    expect(pageLoad().reloadOnce('/events')).toBe('show-error');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for the same path after 10 seconds', () => {
    const { pageLoad, reload } = setup();
    pageLoad().reloadOnce('/events');

    vi.advanceTimersByTime(CHUNK_RELOAD_WINDOW_MS);
    expect(pageLoad().reloadOnce('/events')).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('counts each path on its own', () => {
    const { pageLoad, reload } = setup();
    pageLoad().reloadOnce('/events');

    vi.advanceTimersByTime(1_000);
    expect(pageLoad().reloadOnce('/authors')).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reports a reload under way instead of reloading twice from one page', () => {
    const { pageLoad, reload } = setup();
    const guard = pageLoad();

    guard.reloadOnce('/events');
    expect(guard.check('/events')).toBe('reloading');
    expect(guard.reloadOnce('/events')).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('only reads when checking', () => {
    const { pageLoad, reload } = setup();
    const guard = pageLoad();

    expect(guard.check('/events')).toBe('reload');
    expect(guard.check('/events')).toBe('reload');
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the error rather than risk a reload loop when storage is unavailable', () => {
    const reload = vi.fn();
    const guard = createChunkReloadGuard({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      now: () => Date.now(),
      reload,
    });

    expect(guard.reloadOnce('/events')).toBe('show-error');
    expect(reload).not.toHaveBeenCalled();
  });
});
