import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Navigates to an in-app address (path, search and hash), as a router navigation. */
export function useGoTo() {
  const router = useRouter();
  return useCallback(
    (href: string, { replace = false }: { replace?: boolean } = {}) => router.navigate({ href, replace }),
    [router],
  );
}
