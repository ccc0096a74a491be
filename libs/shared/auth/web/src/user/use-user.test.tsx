import { createApiServer, renderScreen } from '@folio/testing';
import { act, screen } from '@testing-library/react';
import { sessionStore } from '../session/session.storage';
import { userHandlers } from '../testing';
import { useIsSignedIn } from './use-user';

const apiServer = createApiServer(userHandlers());

function SignedInProbe() {
  return <p>{useIsSignedIn() ? 'signed in' : 'guest'}</p>;
}

describe('useIsSignedIn', () => {
  it('is false for a guest without asking the API', async () => {
    await renderScreen(SignedInProbe);

    expect(screen.getByText('guest')).toBeTruthy();
    expect(apiServer.requests).toEqual([]);
  });

  it('becomes true once the marker is set and the user arrives, and false again when cleared', async () => {
    await renderScreen(SignedInProbe);

    act(() => sessionStore.markSignedIn());
    expect(await screen.findByText('signed in')).toBeTruthy();

    act(() => sessionStore.clear());
    expect(await screen.findByText('guest')).toBeTruthy();
  });
});
