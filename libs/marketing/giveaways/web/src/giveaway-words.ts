import { COUNTRY_CODES } from '@folio/account-contract';
import type { Giveaway, GiveawayStatus } from '@folio/giveaways-contract';

const STATUS: Record<GiveawayStatus, string> = {
  open: 'Open',
  upcoming: 'Coming soon',
  closed: 'Closed',
  drawn: 'Winners drawn',
};
export const statusLabel = (status: GiveawayStatus) => STATUS[status];

let names: Intl.DisplayNames | null | undefined;
/** A country's English name from the browser, or its code. */
export function countryName(code: string): string {
  names ??= typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
  return names?.of(code) ?? code;
}

/** The countries a reader may enter from, as select options sorted by name. */
export function countryOptions(giveaway: Pick<Giveaway, 'countries'>): { value: string; label: string }[] {
  return (giveaway.countries ?? [...COUNTRY_CODES])
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/** "Open worldwide, 18+", "UK and Ireland… 16+". */
export function eligibilityText(giveaway: Pick<Giveaway, 'countries' | 'min_age'>): string {
  const where = giveaway.countries
    ? `Readers in ${giveaway.countries.map(countryName).join(', ')}`
    : 'Readers worldwide';
  return giveaway.min_age > 0 ? `${where}, aged ${giveaway.min_age}+` : where;
}
