/** The part of `navigator.geolocation` the locator uses. */
export type BrowserGeolocation = Pick<Geolocation, 'getCurrentPosition'>;

/** Browser geolocation's settings (spec section 9). */
export const BROWSER_POSITION_OPTIONS: Readonly<PositionOptions> = {
  enableHighAccuracy: true,
  // The browser's own timeout, which counts only once permission is given…
  timeout: 9_000,
  maximumAge: 5 * 60 * 1000,
};
/** …and ours, which also covers a permission prompt the reader never answers. */
export const BROWSER_POSITION_TIMEOUT_MS = 10_000;

/** The error messages of spec section 8, by `GeolocationPositionError.code`. */
export const BROWSER_GEOLOCATION_ERRORS = {
  denied: 'User denied geolocation permission',
  unavailable: 'Location information is unavailable',
  timeout: 'Browser geolocation request timed out',
  unknown: 'An unknown geolocation error occurred',
  unsupported: 'Geolocation is not supported by this browser',
} as const;

function positionErrorMessage(error: GeolocationPositionError | null | undefined): string {
  switch (error?.code) {
    case 1:
      return BROWSER_GEOLOCATION_ERRORS.denied;
    case 2:
      return BROWSER_GEOLOCATION_ERRORS.unavailable;
    case 3:
      return BROWSER_GEOLOCATION_ERRORS.timeout;
    default:
      return BROWSER_GEOLOCATION_ERRORS.unknown;
  }
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * The reader's position from the browser, with high accuracy, a position up to 5 minutes old
 * accepted, and a 10 s limit. It asks the reader's permission: call it only on their gesture. Fails
 * with one of `BROWSER_GEOLOCATION_ERRORS`.
 */
export function browserPosition(geolocation: BrowserGeolocation | null | undefined): Promise<Coordinates> {
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
    return Promise.reject(new Error(BROWSER_GEOLOCATION_ERRORS.unsupported));
  }
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      outcome();
    };
    const guard = setTimeout(
      () => finish(() => reject(new Error(BROWSER_GEOLOCATION_ERRORS.timeout))),
      BROWSER_POSITION_TIMEOUT_MS,
    );
    try {
      geolocation.getCurrentPosition(
        (position) => {
          const { latitude, longitude } = position.coords;
          finish(() =>
            Number.isFinite(latitude) && Number.isFinite(longitude)
              ? resolve({ latitude, longitude })
              : reject(new Error(BROWSER_GEOLOCATION_ERRORS.unavailable)),
          );
        },
        (error) => finish(() => reject(new Error(positionErrorMessage(error)))),
        { ...BROWSER_POSITION_OPTIONS },
      );
    } catch {
      finish(() => reject(new Error(BROWSER_GEOLOCATION_ERRORS.unknown)));
    }
  });
}
