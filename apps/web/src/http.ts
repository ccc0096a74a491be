import type { HttpClient } from '@folio/http';
import type { Session } from './session';

export type { HttpClient };

/** Where the http client's rules of spec section 8 send the visitor. */
export type AuthRedirect = '/login' | '/verify-email';

export interface AppHttpClientDeps {
  session: Session;
  /** Navigates within the app; the router is created after the client, so it is passed lazily. */
  navigate: (path: AuthRedirect) => void;
}

/**
 * The app's http client. The shared client never navigates or shows notices itself; the shell
 * decides: 401 clears the session and opens the sign-in page (unless this device has already
 * signed out), the unverified-e-mail 409
 * (`email_unverified`) opens e-mail verification (spec section 8). The client logs a 500's message
 * itself.
 *
 * The client (ky, the CSRF and retry rules) loads on first use: pages that call no API, like the
 * home page, do not carry it in their initial JavaScript. `preload()` fetches it ahead of need.
 */
export function createAppHttpClient({
  session,
  navigate,
}: AppHttpClientDeps): HttpClient & { preload(): Promise<void> } {
  let client: Promise<HttpClient> | undefined;
  const load = () => {
    client ??= import('@folio/http').then(({ createHttpClient }) =>
      createHttpClient({
        hooks: {
          onUnauthorized() {
            // A request that set out under a session this device has since ended (a link's
            // preload racing a sign-out) is refused too: there is nothing left to sign out of,
            // so the guest stays where they are instead of being sent to the sign-in page.
            if (!session.isSignedIn()) return;
            session.clear();
            navigate('/login');
          },
          onUnverified() {
            navigate('/verify-email');
          },
        },
      }),
    );
    // A failed chunk download must not stick: the next call tries again.
    client.catch(() => {
      client = undefined;
    });
    return client;
  };

  const lazy: HttpClient = {
    request: (method, path, options) => load().then((http) => http.request(method, path, options)),
    get: (path, options) => load().then((http) => http.get(path, options)),
    post: (path, options) => load().then((http) => http.post(path, options)),
    put: (path, options) => load().then((http) => http.put(path, options)),
    patch: (path, options) => load().then((http) => http.patch(path, options)),
    delete: (path, options) => load().then((http) => http.delete(path, options)),
    refreshCsrfToken: () => load().then((http) => http.refreshCsrfToken()),
  };
  return Object.assign(lazy, { preload: () => load().then(() => undefined) });
}
