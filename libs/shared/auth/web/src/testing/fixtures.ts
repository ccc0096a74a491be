import type { Address, Notification, NotificationPage, User } from '@folio/auth-contract';
import { HttpError, ValidationError } from '@folio/http';

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

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n-1',
    kind: 'account',
    title: 'Password changed',
    body: 'Your password was changed and your other devices were signed out.',
    url: null,
    read_at: null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function aNotificationPage(data: Notification[], meta: Partial<NotificationPage['meta']> = {}): NotificationPage {
  return {
    data,
    meta: {
      current_page: 1,
      per_page: 10,
      total: data.length,
      last_page: 1,
      unread_count: data.filter((item) => item.read_at === null).length,
      ...meta,
    },
  };
}

/** The API's answers, as `@folio/http` raises them. */
export const answers = {
  unauthenticated: () => new HttpError(401, 'Unauthenticated.', 'unauthenticated', { message: 'Unauthenticated.', code: 'unauthenticated' }),
  csrf: () => new HttpError(419, 'Repeated CSRF token failure. Aborting.', 'csrf_token_mismatch', {}),
  serverError: () => new HttpError(500, 'Server Error', 'server_error', {}),
  validation: (errors: Record<string, string[]>) => new ValidationError('The given data was invalid.', errors, { errors }),
  throttled: (seconds: number) =>
    new HttpError(429, `Too many login attempts. Please try again in ${seconds} seconds.`, 'too_many_requests', {}, seconds),
};
