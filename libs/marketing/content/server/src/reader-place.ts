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
  /** The visitor's country from their IP address (an IP geolocation lookup), else null. */
  ipCountry?: (c: Context) => string | null;
}

/** A usable country code, upper-cased; Cloudflare's XX (unknown) and anything else malformed is none. */
function countryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && COUNTRY.test(code) && code !== 'XX' ? code : null;
}

async function signedInPlace(
  c: Context,
  addressOf: (userId: string) => Promise<ReaderPlace | null>,
): Promise<ReaderPlace | null> {
  try {
    const user = await currentUser(c);
    return user ? await addressOf(user.id) : null;
  } catch {
    return null;
  }
}

/** The country the reader's browser knows it is in (`?near=` on the home feed: its cached location or time zone). */
const browserCountry = (c: Context): string | null => countryCode(c.req.query('near'));

/**
 * Where the reader is, best source first: a signed-in reader's default address (city and
 * country), else the country their browser knows (`?near=`, sent on visits after the first), else
 * the country a trusted proxy reports, else the country of their IP address, else the region of
 * the browser's language. A failing source is skipped, never fatal: the home page then simply
 * lists events everywhere.
 */
export function readerPlaceResolver({
  addressOf,
  proxyCountry,
  ipCountry,
}: ReaderPlaceSources = {}): ReaderPlaceResolver {
  const country = (c: Context, source: ((c: Context) => string | null) | undefined): string | null => {
    try {
      return countryCode(source?.(c));
    } catch {
      return null;
    }
  };
  return async (c) => {
    if (addressOf) {
      const place = await signedInPlace(c, addressOf);
      if (place) return place;
    }
    const found =
      country(c, browserCountry) ??
      country(c, proxyCountry) ??
      country(c, ipCountry) ??
      acceptLanguageCountry(c.req.header('accept-language'));
    return found ? { city: null, country_code: found } : null;
  };
}
