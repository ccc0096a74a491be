import type { User } from '@folio/auth-contract';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    first_name: 'Robin',
    last_name: 'Reader',
    email: 'reader@folio.test',
    email_verified_at: '2025-01-02T10:00:00.000Z',
    has_password: true,
    profiles: {
      profile: [{ id: 'p-1', kind: 'profile', name: 'Robin Reader', slug: 'robin-reader' }],
      seller: [],
      vendor: [],
      event_manager: [],
    },
    ...overrides,
  };
}
