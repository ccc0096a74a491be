import type { User } from '@folio/auth-contract';
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

/** The API's answers, as `@folio/http` raises them. */
export const answers = {
  unauthenticated: () => new HttpError(401, 'Unauthenticated.', 'unauthenticated', { message: 'Unauthenticated.', code: 'unauthenticated' }),
  csrf: () => new HttpError(419, 'Repeated CSRF token failure. Aborting.', 'csrf_token_mismatch', {}),
  serverError: () => new HttpError(500, 'Server Error', 'server_error', {}),
  validation: (errors: Record<string, string[]>) => new ValidationError('The given data was invalid.', errors, { errors }),
  throttled: (seconds: number) =>
    new HttpError(429, `Too many login attempts. Please try again in ${seconds} seconds.`, 'too_many_requests', {}, seconds),
};
