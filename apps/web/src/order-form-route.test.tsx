import { anOrderForm, orderFormAnswer, orderFormHandler } from '@folio/order-forms/testing';
import { apiError, createApiServer, resetBrowserStorage } from '@folio/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from './testing/render-app';

const apiServer = createApiServer();

beforeEach(() => resetBrowserStorage());

describe('/orderform/{slug}', () => {
  it('shows the form under its own title, with the seller and the event linked', async () => {
    const form = anOrderForm();
    apiServer.use(orderFormHandler(form));
    await renderApp(`/orderform/${form.slug}`);

    expect(await screen.findByRole('heading', { level: 1, name: form.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: form.seller.name }).getAttribute('href')).toBe(
      `/author/${form.seller.slug}`,
    );
    expect(screen.getByRole('heading', { name: 'Books and more' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${form.title} · Folio`));
  });

  it('answers an unknown form with the not-found screen', async () => {
    apiServer.use(orderFormAnswer('no-such-form', () => apiError(404, 'Order form not found.', 'not_found')));
    await renderApp('/orderform/no-such-form');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Page not found: /orderform/no-such-form')).toBeTruthy();
  });

  it('keeps a private form out of search engines', async () => {
    const form = anOrderForm({ slug: 'secret-form', is_private: true });
    apiServer.use(orderFormHandler(form));
    await renderApp('/orderform/secret-form');

    await screen.findByRole('heading', { level: 1, name: form.title });
    await waitFor(() => expect(document.querySelector('meta[name="robots"][content="noindex"]')).not.toBeNull());
  });
});
