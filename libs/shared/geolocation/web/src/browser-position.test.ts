import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_GEOLOCATION_ERRORS, browserPosition } from './browser-position';
import { fakeGeolocation } from './test-setup';

describe('browserPosition', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('asks for a high-accuracy position at most 5 minutes old, with a 9 s browser timeout', async () => {
    const geolocation = fakeGeolocation({ latitude: 51.5072, longitude: -0.1276 });
    await expect(browserPosition(geolocation)).resolves.toEqual({ latitude: 51.5072, longitude: -0.1276 });
    expect(geolocation.calls).toEqual([{ enableHighAccuracy: true, timeout: 9_000, maximumAge: 300_000 }]);
  });

  it.each([
    [1, 'User denied geolocation permission'],
    [2, 'Location information is unavailable'],
    [3, 'Browser geolocation request timed out'],
    [42, 'An unknown geolocation error occurred'],
  ])('turns the browser error code %i into %j', async (code, message) => {
    await expect(browserPosition(fakeGeolocation({ code }))).rejects.toThrow(new Error(message));
  });

  it("says 'Geolocation is not supported by this browser' without navigator.geolocation", async () => {
    await expect(browserPosition(undefined)).rejects.toThrow(new Error('Geolocation is not supported by this browser'));
    await expect(browserPosition({} as Geolocation)).rejects.toThrow(BROWSER_GEOLOCATION_ERRORS.unsupported);
  });

  it('gives up after 10 s when the browser never answers (an unanswered permission prompt)', async () => {
    const pending = browserPosition(fakeGeolocation('never'));
    const outcome = vi.fn();
    pending.then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toThrow('Browser geolocation request timed out');
  });

  it('keeps the first answer when the browser calls back twice', async () => {
    const twice = {
      getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
        success({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition);
        failure?.({ code: 1 } as GeolocationPositionError);
      },
    };
    await expect(browserPosition(twice)).resolves.toEqual({ latitude: 1, longitude: 2 });
  });
});
