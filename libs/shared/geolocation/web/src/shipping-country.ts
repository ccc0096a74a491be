import type { Locator } from './locator';

/**
 * The country to preselect in a shipping address: the reader's country as the fast variant guesses
 * it (no permission prompt), when the seller ships there. `shipsTo` lists the ISO codes a form
 * ships to (omit it when any country will do); null means "leave the choice to the reader".
 */
export async function suggestShippingCountry(
  locator: Pick<Locator, 'guessCountry'>,
  shipsTo?: readonly string[],
): Promise<string | null> {
  const { country_code } = await locator.guessCountry();
  if (!shipsTo) return country_code;
  return shipsTo.some((code) => code.toUpperCase() === country_code) ? country_code : null;
}
