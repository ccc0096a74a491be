import { embedHomeFeed } from '@folio/content/testing';
import { PUBLIC_CONFIG_OFF, type PublicConfig } from '@folio/http-contract';
import { noBotChallenge, noSearchInsights } from '@folio/integrations';
import { createApiServer, resetBrowserStorage } from '@folio/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { wireIntegrations } from './integrations';
import { renderApp } from './testing/render-app';

// The home page draws from the feed in the HTML and the not-found page asks the API nothing for a
// guest: any request fails the test, a vendor's included.
createApiServer();

type Win = Window & { Intercom?: (command: string, args?: unknown) => void };
let removeFeed: () => void = () => undefined;
beforeEach(() => {
  resetBrowserStorage();
  removeFeed = embedHomeFeed();
});
afterEach(() => {
  removeFeed();
  delete (window as Win).Intercom;
});

const chatOn: PublicConfig = {
  ...PUBLIC_CONFIG_OFF,
  chat: { appId: 'abc123xy', widgetUrl: 'https://widget.intercom.io', apiBase: 'https://api-iam.intercom.io' },
};

describe('the shell’s third-party services', () => {
  it('start nothing when none is configured: no script, and the forms’ and search page’s no-ops in the router context', async () => {
    const app = await renderApp('/');
    const scripts = document.querySelectorAll('script').length;
    await wireIntegrations(app.router, { load: async () => app.queryClient }, PUBLIC_CONFIG_OFF);
    expect(app.router.options.context.integrations).toMatchObject({
      botChallenge: noBotChallenge,
      searchInsights: noSearchInsights,
    });
    expect(document.querySelectorAll('script').length).toBe(scripts);
    expect((window as Win).Intercom).toBeUndefined();
  });

  it('tell the chat of the signed-in reader and of each navigation', async () => {
    const calls: Array<[string, unknown]> = [];
    (window as Win).Intercom = (command, args) => void calls.push([command, args]);
    const app = await renderApp('/');
    const running = await wireIntegrations(app.router, { load: async () => app.queryClient }, chatOn);
    expect(calls[0]).toEqual(['boot', expect.objectContaining({ app_id: 'abc123xy', hide_default_launcher: true })]);

    act(() =>
      app.queryClient.setQueryData(['user'], {
        id: 7,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
      }),
    );
    expect(calls.at(-1)).toEqual([
      'update',
      expect.objectContaining({ user_id: '7', name: 'Ada', email: 'ada@example.com' }),
    ]);

    await act(() => app.router.navigate({ to: '/no-such-page' as '/' }));
    await screen.findByRole('heading', { name: /not found/i });
    await waitFor(() => expect(calls.at(-1)).toEqual(['update', { hide_default_launcher: true }]));
    running.stop();
  });
});
