import type { SocialProvider } from '@folio/auth-contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@folio/http';
import { fetchSocialProviders } from './auth.api';

export const socialProviderKeys = { enabled: () => ['auth', 'social-providers'] as const };

/**
 * The providers this server has configured, so only those get a button. A failed look-up reads as
 * "none": signing in with a password must never depend on it.
 */
export function socialProvidersQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: socialProviderKeys.enabled(),
    queryFn: async ({ signal }): Promise<SocialProvider[]> => {
      try {
        return await fetchSocialProviders(http, signal);
      } catch {
        return [];
      }
    },
    staleTime: 10 * 60_000,
  });
}

/** How each provider is named on its button. */
export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
};
