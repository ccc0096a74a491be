import type { Address } from '@folio/account-contract';
import type { UserSession } from '@folio/auth-contract';

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

/** This browser, on a Mac, seen just now; override for the others. */
export function aUserSession(overrides: Partial<UserSession> = {}): UserSession {
  return {
    id: '6f1c2a4e-3b5d-4c7e-9f00-1a2b3c4d5e6f',
    current: true,
    device: 'desktop',
    os: 'macOS',
    browser: 'Chrome 126',
    place: { kind: 'public', network: '203.0.113.x', country: 'GB' },
    signed_in_at: new Date(Date.now() - 60 * 60_000).toISOString(),
    last_seen_at: new Date().toISOString(),
    ...overrides,
  };
}
