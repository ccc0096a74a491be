import { useRouter } from '@tanstack/react-router';
import type { AuthHttp } from './auth-http';

/**
 * The http client from the router context the shell created the router with (`context.http`).
 * Read here rather than through a provider, so the app needs no extra wrapper and tests pass a
 * fake through the same seam.
 */
export function useAuthHttp(): AuthHttp {
  const context = useRouter().options.context as { http?: AuthHttp } | undefined;
  if (!context?.http) throw new Error('The router context has no http client: create the router with `context.http`.');
  return context.http;
}
