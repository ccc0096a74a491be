import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../testing/render-with-router';
import { ErrorScreen } from './error-screen';
import { ForbiddenScreen } from './forbidden-screen';
import { NotFoundScreen } from './not-found-screen';
import { axeViolations } from '../testing/axe';

describe('NotFoundScreen', () => {
  it('says the page does not exist and shows the not-found message', async () => {
    await renderWithRouter(<NotFoundScreen message="Page not found: /some/path" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText("Sorry, the page you are looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByText('Page not found: /some/path')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take me home' }).getAttribute('href')).toBe('/');
  });

  it('goes back to the previous page of the site when Go Back is pressed', async () => {
    const { router } = await renderWithRouter(<NotFoundScreen />, { previous: '/events' });

    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(screen.getByRole('heading', { name: 'Previous page' })).toBeTruthy();
  });

  it('goes home instead when the screen is the first page of the tab, rather than leaving the site', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { router } = await renderWithRouter(<NotFoundScreen />);

    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(back).not.toHaveBeenCalled();
  });

  it('takes the visitor to the home page', async () => {
    const { router } = await renderWithRouter(<NotFoundScreen />);

    await userEvent.click(screen.getByRole('link', { name: 'Take me home' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});

describe('ForbiddenScreen', () => {
  it('explains the missing permission and offers a way back and home', async () => {
    await renderWithRouter(<ForbiddenScreen />);

    expect(screen.getByText('403')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: "You don't have permission to view this page" })).toBeTruthy();
    expect(screen.getByText('Please make sure you are logged in to the correct account.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take me home' }).getAttribute('href')).toBe('/');
  });

  it('goes back to the previous page of the site, or home when there is none', async () => {
    const first = await renderWithRouter(<ForbiddenScreen />, { previous: '/events' });
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/events'));
    first.unmount();

    const alone = await renderWithRouter(<ForbiddenScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(alone.router.state.location.pathname).toBe('/'));
  });
});

describe('ErrorScreen', () => {
  it('shows the status code, the apology, the message and both ways out', async () => {
    await renderWithRouter(<ErrorScreen statusCode={502} statusMessage="Bad Gateway" />);

    expect(screen.getByText('502')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByText('Please contact support if this issue persists')).toBeTruthy();
    expect(screen.getByText('Error: Bad Gateway')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/');
  });

  it('leaves out the error line when there is no message and defaults to 500', async () => {
    await renderWithRouter(<ErrorScreen />);

    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.queryByText(/^Error:/)).toBeNull();
  });

  it('goes back to the previous page of the site, or home when there is none', async () => {
    const first = await renderWithRouter(<ErrorScreen statusCode={500} />, { previous: '/events' });
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/events'));
    first.unmount();

    const alone = await renderWithRouter(<ErrorScreen statusCode={500} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(alone.router.state.location.pathname).toBe('/'));
  });
});

describe('error screens and accessibility', () => {
  it.each([
    ['not found', <NotFoundScreen key="404" message="Page not found: /nowhere" />],
    ['forbidden', <ForbiddenScreen key="403" />],
    ['any other status', <ErrorScreen key="500" statusCode={502} statusMessage="Bad Gateway" />],
  ])('%s has no axe violations', async (_, screenElement) => {
    const { container } = await renderWithRouter(<main>{screenElement}</main>);

    expect(await axeViolations(container)).toEqual([]);
  });
});
