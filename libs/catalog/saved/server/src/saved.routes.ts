import type { SessionEnv } from '@folio/auth-server';
import { CATALOG_BASE_PATH } from '@folio/catalog-kit-contract';
import { ErrorCode } from '@folio/http-contract';
import { MergeSavedInput, ResolveSavedInput, SavedTargetParams } from '@folio/saved-contract';
import { ApiError, validate } from '@folio/server-kit';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SavedDeps } from './saved-deps.js';
import { savedService } from './saved.service.js';

interface SavedEnv {
  Variables: SessionEnv['Variables'] & { userId: string };
}

/**
 * Signed-in users only, checked before any input: a guest gets 401, never a 422 about a body it
 * may not send. Answers are per user, so never cached.
 */
const signedIn = createMiddleware<SavedEnv>(async (c, next) => {
  const userId = (await c.get('session').current())?.row.userId;
  if (!userId) throw new ApiError(401, ErrorCode.Unauthenticated, 'Unauthenticated.');
  c.set('userId', userId);
  await next();
  c.header('Cache-Control', 'private, no-store');
});

/**
 * `/api/catalog/saved`: a user's saved events, authors and vendors, and the public read that shows
 * a guest's saves (kept on their device as ids) with their current cards.
 */
export function savedRoutes(deps: SavedDeps) {
  return new Hono<SessionEnv>().basePath(CATALOG_BASE_PATH).route('/saved', savedApp(deps));
}

function savedApp(deps: SavedDeps) {
  const saved = savedService(deps);
  // `signedIn` goes on each account route, before its validator, rather than on the whole app: a
  // guest may resolve, and a guest's other calls get 401 whatever they send.
  return new Hono<SavedEnv>()
    .post('/resolve', validate('json', ResolveSavedInput), async (c) =>
      c.json({ data: await saved.resolve(c.req.valid('json').items) }),
    )
    .get('/', signedIn, async (c) => c.json({ data: await saved.list(c.get('userId')) }))
    .post('/merge', signedIn, validate('json', MergeSavedInput), async (c) =>
      c.json(await saved.merge(c.get('userId'), c.req.valid('json').items)),
    )
    .put('/:kind/:id', signedIn, validate('param', SavedTargetParams), async (c) => {
      const { kind, id } = c.req.valid('param');
      return c.json({ data: await saved.save(c.get('userId'), kind, id) });
    })
    .delete('/:kind/:id', signedIn, validate('param', SavedTargetParams), async (c) => {
      const { kind, id } = c.req.valid('param');
      await saved.remove(c.get('userId'), kind, id);
      return c.body(null, 204);
    });
}
