import { AuthPaths, type SocialAccount } from '@folio/auth-contract';
import { api } from '@folio/testing';
import { HttpResponse } from 'msw';

/**
 * msw handlers for the connected-accounts page: the user's social accounts, the providers the
 * server offers, and disconnecting one (which the next read of the list no longer shows).
 */
export function socialAccountHandlers(initial: SocialAccount[] = [], providers: string[] = ['google', 'facebook']) {
  let accounts = [...initial];
  return [
    api.get(AuthPaths.socialAccounts, () => HttpResponse.json({ data: accounts })),
    api.get(AuthPaths.socialProviders, () => HttpResponse.json({ data: providers })),
    api.delete(AuthPaths.socialDisconnect(':provider'), ({ params }) => {
      accounts = accounts.filter((account) => account.provider !== params['provider']);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
