import { useQueryClientReady } from '@folio/http/router';
import { notify } from '@folio/ui-kit/toast';
import { useLogout } from '../auth/auth.mutations';
import { StatusPanel } from '../ui/primitives';
import { useGoTo } from '../ui/use-go-to';
import { useRunOnce } from './run-once';

/**
 * `/logout`: ends the session on the server and on this device, then goes home. If the server
 * cannot be reached the device is signed out anyway, and the visitor is told.
 */
export function Logout() {
  // The page drew at once (without the query client); the work waits for it.
  useQueryClientReady();
  const logout = useLogout();
  const goTo = useGoTo();
  useRunOnce('logout', () => {
    logout.mutate(undefined, {
      onError: () =>
        notify('You are signed out on this device, but we could not reach Folio to end the session everywhere.', {
          tone: 'error',
        }),
      onSettled: () => void goTo('/', { replace: true }),
    });
  });
  return <StatusPanel tone="pending" title="Signing you out…" />;
}
