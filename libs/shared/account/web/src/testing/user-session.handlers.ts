import { AuthErrorCode, AuthPaths, UserSessionMessages, type UserSession } from '@folio/auth-contract';
import { api, apiError } from '@folio/testing';
import { HttpResponse } from 'msw';

/**
 * msw handlers for "Where you're signed in", over an in-memory list like the server's: ending one
 * of the other sessions removes it (404 for an unknown id, 422 for the current one), ending all
 * the others keeps the current. `current()` is what the list holds now; `endElsewhere(id)` ends
 * one as another browser would, behind the page's back.
 */
export function userSessionHandlers(initial: UserSession[]) {
  let sessions = [...initial];
  return Object.assign(
    [
      api.get(AuthPaths.userSessions, () => HttpResponse.json({ data: sessions })),
      api.delete(AuthPaths.otherUserSessions, () => {
        const ended = sessions.filter((session) => !session.current).length;
        sessions = sessions.filter((session) => session.current);
        return HttpResponse.json({ ended });
      }),
      api.delete(AuthPaths.userSession(':id'), ({ params }) => {
        const found = sessions.find((session) => session.id === params['id']);
        if (!found) return apiError(404, UserSessionMessages.notFound, 'not_found');
        if (found.current) return apiError(422, UserSessionMessages.current, AuthErrorCode.CurrentSession);
        sessions = sessions.filter((session) => session !== found);
        return new HttpResponse(null, { status: 204 });
      }),
    ],
    {
      current: () => sessions,
      endElsewhere: (id: string) => {
        sessions = sessions.filter((session) => session.id !== id);
      },
    },
  );
}
