import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@folio/http-contract';
import makeFetchCookie from 'fetch-cookie';
import { CookieJar } from 'tough-cookie';

/**
 * A browser for OAuth flows in tests: one cookie jar across the API and the providers, redirects
 * followed by hand so a test sees every hop, and the CSRF header copied from the cookie the way
 * the web client does.
 */
export function socialBrowser() {
  const jar = new CookieJar();
  const fetchWithCookies = makeFetchCookie(fetch, jar);

  const cookie = async (url: string, name: string): Promise<string | undefined> =>
    (await jar.getCookies(url)).find((c) => c.key === name)?.value;

  return {
    jar,
    cookie,

    get(url: string | URL): Promise<Response> {
      return fetchWithCookies(String(url), { redirect: 'manual', headers: { Accept: 'application/json' } });
    },

    /** POST, PUT, PATCH or DELETE with the CSRF header (unless `csrf: false`) and a JSON body. */
    async send(method: string, url: string, body?: unknown, { csrf = true } = {}): Promise<Response> {
      const headers: Record<string, string> = { Accept: 'application/json' };
      const token = await cookie(url, XSRF_COOKIE_NAME);
      if (csrf && token) headers[XSRF_HEADER_NAME] = decodeURIComponent(token);
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      return fetchWithCookies(url, {
        method,
        redirect: 'manual',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },

    /**
     * Follows redirects from `url` until one points where `until` says to stop (the web app's
     * landing page, which this API-only test server does not serve), and returns that address.
     */
    async follow(url: string | URL, until: (location: URL) => boolean, maxHops = 12): Promise<URL> {
      let current = new URL(url);
      for (let hop = 0; hop < maxHops; hop++) {
        if (until(current)) return current;
        const response = await fetchWithCookies(current.toString(), { redirect: 'manual' });
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || !location) {
          throw new Error(
            `expected a redirect from ${current.pathname}, got ${response.status}: ${await response.text()}`,
          );
        }
        await response.body?.cancel();
        current = new URL(location, current);
      }
      throw new Error(`more than ${maxHops} redirects from ${String(url)}`);
    },
  };
}
export type SocialBrowser = ReturnType<typeof socialBrowser>;
