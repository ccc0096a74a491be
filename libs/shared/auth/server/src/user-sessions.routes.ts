import {
  AuthErrorCode,
  AuthPaths,
  UserSessionMessages,
  type EndedSessions,
  type UserSessionList,
} from '@folio/auth-contract';
import { ApiError, notFound } from '@folio/server-kit';
import { Hono, type Context } from 'hono';
import type { AuthDeps } from './auth.deps.js';
import { idParam, noStore } from './auth-http.js';
import { authenticatedUser, requireUser, unauthenticated } from './require-user.js';
import { sessionRepo } from './session.repo.js';
import type { Session } from './session.service.js';
import type { SessionEnv } from './session.middleware.js';
import { toUserSession } from './session-device.js';
import { endOtherSessions } from './sign-in.js';

/** The request's own session; `requireUser()` in front guarantees one. */
async function ownSession(c: Context<SessionEnv>): Promise<Session> {
  const session = await c.get('session').current();
  if (!session) throw unauthenticated();
  return session;
}

/**
 * "Where you're signed in" (ASVS 3.3.4), for the signed-in user only:
 * - `GET /api/user/sessions` → `{data: UserSession[]}`, live sessions, most recently seen first,
 *   the request's own flagged `current`;
 * - `DELETE /api/user/sessions/others` → `{ended}`: every other session ends, this one stays;
 * - `DELETE /api/user/sessions/{id}` → 204: that session ends. Another user's session, one that
 *   ended and an id that cannot exist are the same 404; the current session is a 422 (sign out
 *   instead).
 * Ending deletes the row, so the other browser is signed out on its next request.
 */
export function userSessionsRoutes(deps: Pick<AuthDeps, 'db' | 'now'>) {
  const repo = sessionRepo(deps.db);
  const item = AuthPaths.userSession(':id');

  return (
    new Hono<SessionEnv>()
      .use(AuthPaths.userSessions, requireUser())
      .use(`${AuthPaths.userSessions}/*`, requireUser())

      .get(AuthPaths.userSessions, async (c) => {
        const user = await authenticatedUser(c);
        const own = await ownSession(c);
        noStore(c);
        const rows = await repo.liveOfUser(user.id, deps.now());
        return c.json({ data: rows.map((row) => toUserSession(row, own.row.id)) } satisfies UserSessionList);
      })

      // Before the `:id` route: "others" is not a session id.
      .delete(AuthPaths.otherUserSessions, async (c) => {
        const user = await authenticatedUser(c);
        return c.json({ ended: await endOtherSessions(c, deps.db, user.id) } satisfies EndedSessions);
      })

      .delete(item, async (c) => {
        const user = await authenticatedUser(c);
        const own = await ownSession(c);
        const id = idParam(c, UserSessionMessages.notFound);
        if (await repo.deleteOfUser(user.id, id, own.row.id)) return c.body(null, 204);
        if (id === own.row.publicId) throw new ApiError(422, AuthErrorCode.CurrentSession, UserSessionMessages.current);
        throw notFound(UserSessionMessages.notFound);
      })
  );
}
