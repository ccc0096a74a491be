import { getCookie } from 'tiny-cookie';

/** Spec section 3: a bearer token some flows keep in session storage. */
export const BEARER_TOKEN_KEY = 'bearer_token';

export const readBrowserCookie = (name: string): string | undefined => getCookie(name) ?? undefined;

export function readBearerToken(): string | undefined {
  try {
    return globalThis.sessionStorage?.getItem(BEARER_TOKEN_KEY) ?? undefined;
  } catch {
    // Storage can throw when the browser blocks it (private mode, sandboxed frames).
    return undefined;
  }
}
