/**
 * The reader's country as the fast variant of `@folio/geolocation` guesses it (cached location,
 * else the time zone, else the lookup host of the public config, else US), never asking the
 * reader anything. Loaded only by the pages that use it, after the first paint: the library and
 * the public config reader come in their own chunks. One guess per page load; null when
 * geolocation is off or could not load.
 */
let guess: Promise<string | null> | undefined;

async function guessCountry(): Promise<string | null> {
  const [{ browserStorage, createLocator }, { readPublicConfig }] = await Promise.all([
    import('@folio/geolocation'),
    import('./public-config'),
  ]);
  const host = readPublicConfig().geolocation?.host;
  if (!host) return null;
  const locator = createLocator({
    host,
    storage: browserStorage(),
    log: (message) => console.info(`[geolocation] ${message}`),
  });
  return (await locator.guessCountry()).country_code;
}

export function readerCountry(): Promise<string | null> {
  guess ??= guessCountry().catch(() => null);
  return guess;
}

/**
 * The guess when it comes within `waitMs`, else null: a page that orders by it draws with what it
 * has rather than wait on a slow lookup (the guess is cached for the next page all the same).
 */
export function readerCountryWithin(
  waitMs: number,
  pending: Promise<string | null> = readerCountry(),
): Promise<string | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), waitMs);
    void pending.then((country) => {
      clearTimeout(timer);
      resolve(country);
    });
  });
}
