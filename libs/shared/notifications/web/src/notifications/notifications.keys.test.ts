import { signedInDataRoots } from '@folio/auth';
import { notificationKeys } from './notifications.keys';

describe('notificationKeys', () => {
  it('keys every notification query under the root the session drops on a change of user', () => {
    for (const key of [notificationKeys.all, notificationKeys.page(2, true), notificationKeys.unreadCount()]) {
      expect(key.slice(0, signedInDataRoots.notifications.length)).toEqual([...signedInDataRoots.notifications]);
    }
  });
});
