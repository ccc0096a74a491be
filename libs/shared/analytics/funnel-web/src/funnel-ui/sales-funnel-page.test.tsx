import { FUNNEL_PATH } from '@folio/analytics-contract';
import { createApiServer, renderRoutes } from '@folio/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aFormFunnel, aSellerFunnel, funnelHandlers } from '../testing';
import { SalesFunnelPage } from './sales-funnel-page';

const apiServer = createApiServer();

const renderPage = () =>
  renderRoutes({ path: '/account/analytics', routes: [{ path: '/account/analytics', component: SalesFunnelPage }] });

const summer = aFormFunnel({
  order_form_id: 'f-1',
  title: 'Ada at the Summer Signing',
  counts: { order_form_view: 200, add_to_cart: 50, checkout_start: 0, order_paid: 0 },
});
const post = aFormFunnel({
  order_form_id: 'f-2',
  title: 'Ada: signed books by post',
  counts: { order_form_view: 8, add_to_cart: 1 },
});
const quiet = aFormFunnel({ order_form_id: 'f-3', title: 'Ada at the Winter Fair' });

describe('SalesFunnelPage', () => {
  it('shows each active form as a chart and every form in a table, views to paid with the conversion of each step', async () => {
    apiServer.use(...funnelHandlers(aSellerFunnel([summer, post, quiet])));
    await renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Sales funnel' })).toBeTruthy();
    const cards = within(await screen.findByRole('list', { name: 'Funnel per order form' }));
    expect(cards.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Ada at the Summer Signing',
      'Ada: signed books by post',
    ]);
    expect(
      await cards.findByRole('img', {
        name: 'Ada at the Summer Signing: 200 views, 50 added to cart (25%), 0 checkouts (0%), 0 paid',
      }),
    ).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Funnel by order form, May 17, 2026 to Jun 15, 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order form', 'Views', 'Added to cart', 'Checkouts', 'Paid', 'Views to paid']);
    const row = within(table).getByRole('row', { name: /Summer Signing/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['200', '5025%', '00%', '0', '0%']);
    expect(within(table).getByRole('rowheader', { name: 'Ada at the Winter Fair' })).toBeTruthy();
  });

  it('asks for another period when the seller picks one, and marks it pressed', async () => {
    apiServer.use(...funnelHandlers(({ from }) => aSellerFunnel(from ? [post] : [summer])));
    await renderPage();
    expect(await screen.findByRole('rowheader', { name: 'Ada at the Summer Signing' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));

    expect(await screen.findByRole('rowheader', { name: 'Ada: signed books by post' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    const asked = apiServer.requestsTo('GET', FUNNEL_PATH).map((request) => request.searchParams['from']);
    expect(asked[0]).toBeUndefined();
    expect(asked.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("says there is no activity yet and links to the seller's order forms", async () => {
    apiServer.use(...funnelHandlers(aSellerFunnel([quiet])));
    await renderPage();

    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your order forms' }).getAttribute('href')).toBe(
      '/author/ada-author/stores',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('explains an account not linked to an author or vendor', async () => {
    apiServer.use(...funnelHandlers(aSellerFunnel([], { sellers: [] })));
    await renderPage();

    expect(await screen.findByRole('heading', { name: 'No seller to show yet' })).toBeTruthy();
  });

  it('shows the loading state first, and an error with a retry that works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    apiServer.use(...funnelHandlers({ status: 500 }));
    await renderPage();
    expect(screen.getByRole('status', { name: 'Loading your sales funnel…' })).toBeTruthy();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("We couldn't load your sales funnel.")).toBeTruthy();
    apiServer.use(...funnelHandlers(aSellerFunnel([summer])));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Ada at the Summer Signing' })).toBeTruthy();
  });
});
