import { createApiServer, resetBrowserStorage } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';

// The gallery shows the kit's pieces without asking the API: any request fails the test.
createApiServer();

beforeEach(() => resetBrowserStorage());

describe('the UI kit gallery at /dev/ui-kit', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('shows every section in development', async () => {
    await renderApp('/dev/ui-kit');

    expect(await screen.findByRole('heading', { level: 1, name: 'UI kit' })).toBeTruthy();
    for (const name of [
      'Buttons',
      'Forms',
      'Date picker',
      'Tooltip, dropdown and toasts',
      'Page heading, progress bar and error screens',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Sort: Signing date/ })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('UI kit · Folio'));
  });

  it('answers with the not-found screen outside development', async () => {
    vi.stubEnv('DEV', false);

    await renderApp('/dev/ui-kit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Page not found: /dev/ui-kit')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'UI kit' })).toBeNull();
  });

  it('shows toasts through the shell and opens their link with the router', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/dev/ui-kit');
    await screen.findByRole('heading', { level: 1, name: 'UI kit' });

    await user.click(screen.getByRole('button', { name: 'General' }));
    expect(await screen.findByText('Saved to your shelf')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const notice = await screen.findByRole('region', { name: 'Cart notifications' });
    await user.click(within(notice).getByRole('link', { name: 'Keep browsing' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows errors in the sign-up form only after a submit', async () => {
    const user = userEvent.setup();
    await renderApp('/dev/ui-kit');
    const form = await screen.findByRole('form', { name: 'Sign up' });
    expect(within(form).queryByText('This field is required.')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Create account' }));

    expect(within(form).getAllByText('This field is required.')).toHaveLength(4);
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: 'First Name' }));
  });
});
