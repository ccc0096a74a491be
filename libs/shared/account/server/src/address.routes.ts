import { AccountMessages, AccountPaths, AddressInput, type Address, type AddressList } from '@folio/account-contract';
import {
  authenticatedUser,
  idParam,
  isUniqueViolation,
  noStore,
  requireUser,
  type AuthDeps,
  type SessionEnv,
} from '@folio/auth-server';
import { notFound, validate, validationFailed } from '@folio/server-kit';
import { Hono, type Context } from 'hono';
import { addressRepo, MAX_ADDRESSES_PER_USER, toAddress } from './address.repo.js';

/** Address book CRUD; another user's address is a 404 like one that does not exist. */
export function addressRoutes(deps: Pick<AuthDeps, 'db' | 'now'>) {
  const repo = addressRepo(deps.db);
  const item = AccountPaths.address(':id');
  const missing = () => notFound(AccountMessages.addressNotFound);
  const idOf = (c: Context): string => idParam(c, AccountMessages.addressNotFound);
  // Two requests setting a default at once: the partial unique index refuses the second.
  const defaultRace = (error: unknown): never => {
    if (isUniqueViolation(error))
      throw validationFailed({
        is_default: ['Another address was made the default at the same time. Please try again.'],
      });
    throw error;
  };

  return new Hono<SessionEnv>()
    .use(AccountPaths.addresses, requireUser())
    .use(`${AccountPaths.addresses}/*`, requireUser())

    .get(AccountPaths.addresses, async (c) => {
      const user = await authenticatedUser(c);
      noStore(c);
      return c.json({ data: (await repo.list(user.id)).map(toAddress) } satisfies AddressList);
    })

    .post(AccountPaths.addresses, validate('json', AddressInput), async (c) => {
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
