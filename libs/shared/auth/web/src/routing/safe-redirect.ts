/** Where a visitor lands after signing in when nothing else was asked for. */
export const DEFAULT_SIGNED_IN_PATH = '/account';

/** Pages that make no sense as the place to return to after signing in. */
const NOT_A_DESTINATION = [
  '/login',
  '/register',
  '/forgot-password',
  '/password-reset',
  '/logout',
  '/sso-callback',
  '/auth-callback',
  '/auth/',
];

/**
 * A `redirect` (or `intended`) target, if it is safe to follow: a relative path on this origin
 * (starting with a single `/`, no scheme, no `//host`, no backslash tricks) that is not a sign-in
 * page. Anything else gives null, so a link cannot send a visitor to another site after signing in.
 */
export function safeRedirect(
  target: unknown,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): string | null {
  if (typeof target !== 'string' || target === '') return null;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers and can hide a `//`.
  if ([...target].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const path = url.pathname;
  if (
    NOT_A_DESTINATION.some((page) =>
      page.endsWith('/') ? path.startsWith(page) : path === page || path === `${page}/`,
    )
  ) {
    return null;
  }
  return `${path}${url.search}${url.hash}`;
}

/** The safe target, else the account overview. */
export function redirectTarget(target: unknown, fallback: string = DEFAULT_SIGNED_IN_PATH): string {
  return safeRedirect(target) ?? fallback;
}
