import { AccountPaths, type Address, type AddressInput } from '@folio/account-contract';
import { api } from '@folio/testing';
import { HttpResponse } from 'msw';
import { anAddress } from './fixtures';

/**
 * msw handlers for the address book, backed by an in-memory list like the API's: list, add,
 * change and delete, one default at a time. `current()` is what the API holds now.
 */
export function addressHandlers(initial: Address[] = []) {
  let addresses = [...initial];
  let next = 100;
  const clearDefaultIf = (input: AddressInput) => {
    if (input.is_default) addresses = addresses.map((a) => ({ ...a, is_default: false }));
  };
  const handlers = [
    api.get(AccountPaths.addresses, () => HttpResponse.json({ data: addresses })),
    api.post(AccountPaths.addresses, async ({ request }) => {
      const input = (await request.json()) as AddressInput;
      const created = anAddress({ ...input, id: `a-${next++}` });
      clearDefaultIf(input);
      addresses = [...addresses, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    api.put(AccountPaths.address(':id'), async ({ request, params }) => {
      const input = (await request.json()) as AddressInput;
      clearDefaultIf(input);
      addresses = addresses.map((a) => (a.id === params['id'] ? { ...a, ...input } : a));
      return HttpResponse.json(addresses.find((a) => a.id === params['id']));
    }),
    api.delete(AccountPaths.address(':id'), ({ params }) => {
      addresses = addresses.filter((a) => a.id !== params['id']);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return Object.assign(handlers, { current: () => addresses });
}
