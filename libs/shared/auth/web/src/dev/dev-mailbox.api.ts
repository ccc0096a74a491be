import { AuthPaths, DevMailbox } from '@folio/auth-contract';
import type { AuthHttp } from '../user/auth-http';

/** `GET /api/dev/mailbox`: the development mailbox, newest first (absent in production). */
export async function fetchDevMailbox(http: AuthHttp, signal?: AbortSignal) {
  return (await http.get(AuthPaths.devMailbox, { schema: DevMailbox, signal, searchParams: { limit: 50 } })).data;
}
