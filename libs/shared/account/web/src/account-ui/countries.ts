import { COUNTRY_CODES } from '@folio/account-contract';

let cached: { value: string; label: string }[] | undefined;

/** Every ISO 3166-1 country the API accepts, named in English by the browser and sorted by name. */
export function countryOptions(): { value: string; label: string }[] {
  if (cached) return cached;
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
  cached = [...COUNTRY_CODES]
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return cached;
}

export function countryName(code: string): string {
  return countryOptions().find((option) => option.value === code)?.label ?? code;
}
