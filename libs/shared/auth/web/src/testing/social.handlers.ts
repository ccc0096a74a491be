import { AuthPaths, type SocialProvider } from '@folio/auth-contract';
import { api } from '@folio/testing';
import { HttpResponse } from 'msw';

/**
 * msw handlers for `GET /api/auth/providers`: the sign-in providers the server has enabled (none
 * by default), or an msw answer such as `apiError(500)` when the list cannot be read.
 */
export function socialProviderHandlers(providers: SocialProvider[] | Response = []) {
  return [
    api.get(AuthPaths.socialProviders, () =>
      providers instanceof Response ? providers.clone() : HttpResponse.json({ data: providers }),
    ),
  ];
}
