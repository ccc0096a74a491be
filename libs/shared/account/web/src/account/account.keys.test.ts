import { signedInDataRoots } from '@folio/auth';
import { accountKeys } from './account.keys';

describe('accountKeys', () => {
  it('keys every account query under the root the session drops on a change of user', () => {
    for (const key of [
      accountKeys.all,
      accountKeys.addresses(),
      accountKeys.preferences(),
      accountKeys.socialAccounts(),
    ]) {
      expect(key.slice(0, signedInDataRoots.account.length)).toEqual([...signedInDataRoots.account]);
    }
  });
});
