import { currentUser } from '@folio/auth-server';
import type { ReaderPlace } from '@folio/content-contract';
import type { Context } from 'hono';
import type { ReaderPlaceResolver } from './content-deps.js';

const COUNTRY = /^[A-Z]{2}$/;

/**
 * The country of the first language tag that names a region: `en-GB,en;q=0.8` is GB. Tags are
 * taken in the order the browser sent them (browsers send them by preference); `es-419` and other
 * numeric regions name no country.
 */
export function acceptLanguageCountry(header: string | undefined | null): string | null {
  if (!header) return null;
  for (const part of header.slice(0, 512).split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    const region = tag.split('-').find((subtag, index) => index > 0 && /^[A-Za-z]{2}$/.test(subtag));
    if (region) return region.toUpperCase();
  }
  return null;
}

export interface ReaderPlaceSources {
  /** A signed-in user's own place (their default address), if they have one. */
  addressOf?: (userId: string) => Promise<ReaderPlace | null>;
  /** The visitor's country as a trusted proxy reports it (`PROXY_COUNTRY_HEADER`), else null. */
  proxyCountry?: (c: Context) => string | null;
}

async function signedInPlace(c: Context, addressOf: (userId: string) => Promise<ReaderPlace | null>): Promise<ReaderPlace | null> {
  try {
    const user = await currentUser(c);
    return user ? await addressOf(user.id) : null;
  } catch {
    return null;
  }
}

/**
 * Where the reader is, best source first: a signed-in reader's default address (city and
 * country), else the country a trusted proxy reports, else the region of the browser's language.
 * There is no IP lookup here: the geolocation issue plugs one in as another source. A failing
 * source is skipped, never fatal: the home page then simply lists events everywhere.
 */
export function readerPlaceResolver({ addressOf, proxyCountry }: ReaderPlaceSources = {}): ReaderPlaceResolver {
  return async (c) => {
    if (addressOf) {
      const place = await signedInPlace(c, addressOf);
      if (place) return place;
    }
    const proxied = proxyCountry?.(c)?.trim().toUpperCase();
    if (proxied && COUNTRY.test(proxied) && proxied !== 'XX') return { city: null, country_code: proxied };
    const spoken = acceptLanguageCountry(c.req.header('accept-language'));
    return spoken ? { city: null, country_code: spoken } : null;
  };
}
