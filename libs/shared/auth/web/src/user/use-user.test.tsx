import { AuthPaths } from '@folio/auth-contract';
import { act, screen } from '@testing-library/react';
import { sessionStore } from '../session/session.storage';
import { aUser, fakeHttp, renderPage } from '../testing';
import { useIsSignedIn } from './use-user';

function SignedInProbe() {
  return <p>{useIsSignedIn() ? 'signed in' : 'guest'}</p>;
}

describe('useIsSignedIn', () => {
  it('is false for a guest without asking the API', async () => {
    const http = fakeHttp();
    await renderPage(SignedInProbe, { http });

    expect(screen.getByText('guest')).toBeTruthy();
    expect(http.calls).toEqual([]);
  });

  it('becomes true once the marker is set and the user arrives, and false again when cleared', async () => {
    const http = fakeHttp().on('GET', AuthPaths.user, () => aUser());
    await renderPage(SignedInProbe, { http });

    act(() => sessionStore.markSignedIn());
    expect(await screen.findByText('signed in')).toBeTruthy();

    act(() => sessionStore.clear());
    expect(await screen.findByText('guest')).toBeTruthy();
  });
});
