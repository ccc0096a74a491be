import { AddressInput, AuthMessages, AuthPaths, type Address, type AddressList } from '@folio/auth-contract';
import { notFound, validate, validationFailed } from '@folio/server-kit';
import { Hono, type Context } from 'hono';
import type { AccountsDeps } from './accounts.deps.js';
import { idParam, isUniqueViolation, noStore } from './auth-http.js';
import { addressRepo, MAX_ADDRESSES_PER_USER, toAddress } from './address.repo.js';
import { authenticatedUser, requireUser } from './require-user.js';
import type { SessionEnv } from './session.middleware.js';

/** Address book CRUD; another user's address is a 404 like one that does not exist. */
export function addressRoutes(deps: AccountsDeps) {
  const repo = addressRepo(deps.db);
  const item = AuthPaths.address(':id');
  const missing = () => notFound(AuthMessages.addressNotFound);
  const idOf = (c: Context): string => idParam(c, AuthMessages.addressNotFound);
  // Two requests setting a default at once: the partial unique index refuses the second.
  const defaultRace = (error: unknown): never => {
    if (isUniqueViolation(error)) throw validationFailed({ is_default: ['Another address was made the default at the same time. Please try again.'] });
    throw error;
  };

  return new Hono<SessionEnv>()
    .use(AuthPaths.addresses, requireUser())
    .use(`${AuthPaths.addresses}/*`, requireUser())

    .get(AuthPaths.addresses, async (c) => {
      const user = await authenticatedUser(c);
      noStore(c);
      return c.json({ data: (await repo.list(user.id)).map(toAddress) } satisfies AddressList);
    })

    .post(AuthPaths.addresses, validate('json', AddressInput), async (c) => {
      const user = await authenticatedUser(c);
      if ((await repo.count(user.id)) >= MAX_ADDRESSES_PER_USER) {
        throw validationFailed({ _: [`You can keep at most ${MAX_ADDRESSES_PER_USER} addresses.`] });
      }
      const row = await repo.create(user.id, c.req.valid('json'), deps.now()).catch(defaultRace);
      return c.json(toAddress(row) satisfies Address, 201);
    })

    .get(item, async (c) => {
      const user = await authenticatedUser(c);
      const row = await repo.find(user.id, idOf(c));
      if (!row) throw missing();
      noStore(c);
      return c.json(toAddress(row) satisfies Address);
    })

    .put(item, validate('json', AddressInput), async (c) => {
      const user = await authenticatedUser(c);
      const row = await repo.update(user.id, idOf(c), c.req.valid('json'), deps.now()).catch(defaultRace);
      if (!row) throw missing();
      return c.json(toAddress(row) satisfies Address);
    })

    .delete(item, async (c) => {
      const user = await authenticatedUser(c);
      if (!(await repo.delete(user.id, idOf(c)))) throw missing();
      return c.body(null, 204);
    });
}
