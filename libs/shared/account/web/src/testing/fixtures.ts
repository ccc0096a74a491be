import type { Address } from '@folio/account-contract';

export function anAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 'a-1',
    first_name: 'Robin',
    last_name: 'Reader',
    line1: '12 Baker Street',
    line2: null,
    city: 'London',
    region: null,
    postal_code: 'NW1 6XE',
    country_code: 'GB',
    phone: null,
    is_default: true,
    created_at: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}
