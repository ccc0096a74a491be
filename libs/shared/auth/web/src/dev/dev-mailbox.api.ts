import type { HttpClient } from '@folio/http';
import { AuthPaths, DevMailbox } from '@folio/auth-contract';

/** `GET /api/dev/mailbox`: the development mailbox, newest first (absent in production). */
export async function fetchDevMailbox(http: HttpClient, signal?: AbortSignal) {
  return (await http.get(AuthPaths.devMailbox, { schema: DevMailbox, signal, searchParams: { limit: 50 } })).data;
}
