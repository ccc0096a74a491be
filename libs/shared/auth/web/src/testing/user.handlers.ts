import type { User } from '@folio/auth-contract';
import { AuthPaths } from '@folio/auth-contract';
import { api, apiError } from '@folio/testing';
import { HttpResponse } from 'msw';
import { aUser } from './fixtures';

/**
 * msw handlers for `GET /api/user`: the signed-in user (`aUser()` by default), or a guest's 401
 * when `user` is null, as the API answers.
 */
export function userHandlers(user: User | null = aUser()) {
  return [
    api.get(AuthPaths.user, () =>
      user ? HttpResponse.json(user) : apiError(401, 'Unauthenticated.', 'unauthenticated'),
    ),
  ];
}
