import type { HttpClient } from '@folio/http';

/** What this package needs of the shared http client (`@folio/http`); the router context carries it. */
export type AuthHttp = Pick<HttpClient, 'get' | 'post' | 'put' | 'delete'>;
