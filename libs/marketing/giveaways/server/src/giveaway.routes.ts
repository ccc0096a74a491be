import { authenticatedUser, noStore, requireUser, type SessionEnv } from '@folio/auth-server';
import { AuthorSlugParams, EnterGiveawayInput, GIVEAWAYS_BASE_PATH, GiveawayIdParams } from '@folio/giveaways-contract';
import { validate } from '@folio/server-kit';
import { Hono } from 'hono';
import type { GiveawaysDeps } from './giveaways-deps.js';
import { giveawayService, type GiveawayService } from './giveaway.service.js';

/**
 * `/api/marketing/giveaways`: the public list and a featured author's giveaway (counts only,
 * never entrants), and the signed-in reader's own entry. Entering needs a verified account (409
 * otherwise, as everywhere) and the CSRF header (419), checked before the body.
 */
export function giveawayRoutes(deps: GiveawaysDeps, service: GiveawayService = giveawayService(deps)) {
  // `entry/:id`, not `:id/entry`: beside `author/:slug` that would be ambiguous (`author/entry`),
  // and one ambiguous pattern sends every request of the API through the slower TrieRouter.
  const entry = `${GIVEAWAYS_BASE_PATH}/entry/:id`;
  return new Hono<SessionEnv>()
    .get(GIVEAWAYS_BASE_PATH, async (c) => {
      // The status and counts move with the clock and with entries: short-lived in shared caches only.
      c.header('Cache-Control', 'public, max-age=30');
      return c.json({ data: await service.list() });
    })
    .get(`${GIVEAWAYS_BASE_PATH}/author/:slug`, validate('param', AuthorSlugParams), async (c) => {
      c.header('Cache-Control', 'public, max-age=30');
      return c.json({ data: await service.byAuthor(c.req.valid('param').slug) });
    })
    .get(entry, requireUser(), validate('param', GiveawayIdParams), async (c) => {
      const user = await authenticatedUser(c);
      noStore(c);
      return c.json({ data: await service.myEntry(c.req.valid('param').id, user.id) });
    })
    .post(
      entry,
      requireUser({ verified: true }),
      validate('param', GiveawayIdParams),
      validate('json', EnterGiveawayInput),
      async (c) => {
        const user = await authenticatedUser(c);
        noStore(c);
        const ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
        return c.json({ data: await service.enter(c.req.valid('param').id, user.id, c.req.valid('json'), ip) }, 201);
      },
    );
}
