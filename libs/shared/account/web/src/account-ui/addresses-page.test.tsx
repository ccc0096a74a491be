import { AccountPaths } from '@folio/account-contract';
import { userKeys } from '@folio/auth';
import { aUser } from '@folio/auth/testing';
import { api, createApiServer, renderRoutes, validationFailed } from '@folio/testing';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressHandlers, anAddress } from '../testing';
import { AddressesPage } from './addresses-page';

const apiServer = createApiServer();

/** A tiny in-memory address book behind the fake API. */
function addressBook(initial: Parameters<typeof addressHandlers>[0]) {
  const handlers = addressHandlers(initial);
  apiServer.use(...handlers);
  return handlers;
}

function renderAddresses() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userKeys.current(), aUser());
  return renderRoutes({
    path: '/account/addresses',
    queryClient,
    routes: [{ path: '/account/addresses', component: AddressesPage }],
  });
}

describe('AddressesPage', () => {
  it('invites the first address when there is none, with the user’s name filled in', async () => {
    addressBook([]);
    await renderAddresses();

    await userEvent.click(await screen.findByRole('button', { name: 'Add your first address' }));

    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Robin');
    // The only address is the default: no choice to make.
    expect(screen.queryByLabelText('Use as my default address')).toBeNull();
  });

  it('adds an address and lists it', async () => {
    addressBook([]);
    await renderAddresses();
    await userEvent.click(await screen.findByRole('button', { name: 'Add your first address' }));

    await userEvent.type(screen.getByLabelText(/Street address/), '1 Library Lane');
    await userEvent.type(screen.getByLabelText(/Town or city/), 'Bath');
    await userEvent.type(screen.getByLabelText(/Postal code/), 'BA1 1AA');
    await userEvent.selectOptions(screen.getByLabelText(/Country/), 'GB');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

    const card = await screen.findByRole('article', { name: 'Robin Reader, 1 Library Lane' });
    expect(within(card).getByText('Default')).toBeTruthy();
    expect(within(card).getByText(/United Kingdom/)).toBeTruthy();
    expect(apiServer.requestsTo('POST', AccountPaths.addresses)[0]?.json).toMatchObject({
      line1: '1 Library Lane',
      line2: null,
      country_code: 'GB',
      is_default: true,
    });
  });

  it('shows 422 messages in the address form', async () => {
    addressBook([]);
    apiServer.use(
      api.post(AccountPaths.addresses, () =>
        validationFailed({ phone: ['The phone field must be a valid phone number.'] }),
      ),
    );
    await renderAddresses();
    await userEvent.click(await screen.findByRole('button', { name: 'Add your first address' }));
    await userEvent.type(screen.getByLabelText(/Street address/), '1 Library Lane');
    await userEvent.type(screen.getByLabelText(/Town or city/), 'Bath');
    await userEvent.type(screen.getByLabelText(/Postal code/), 'BA1 1AA');
    await userEvent.selectOptions(screen.getByLabelText(/Country/), 'GB');
    await userEvent.type(screen.getByLabelText(/Phone/), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('The phone field must be a valid phone number.')).toBeTruthy();
    expect(screen.getByLabelText(/Phone/).getAttribute('aria-invalid')).toBe('true');
  });

  it('edits an address', async () => {
    addressBook([anAddress()]);
    await renderAddresses();

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Robin Reader, 12 Baker Street' }));
    const city = screen.getByLabelText(/Town or city/);
    await userEvent.clear(city);
    await userEvent.type(city, 'Oxford');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(/Oxford/)).toBeTruthy();
    // Editing the default keeps it the default.
    expect(apiServer.requestsTo('PUT', AccountPaths.address('a-1'))[0]?.json).toMatchObject({
      city: 'Oxford',
      is_default: true,
    });
  });

  it('makes another address the default', async () => {
    addressBook([anAddress(), anAddress({ id: 'a-2', line1: '9 Quay Street', is_default: false })]);
    await renderAddresses();

    const second = await screen.findByRole('article', { name: 'Robin Reader, 9 Quay Street' });
    await userEvent.click(within(second).getByRole('button', { name: 'Make default' }));

    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Robin Reader, 9 Quay Street' })).queryByText('Default'),
      ).toBeTruthy(),
    );
    expect(
      within(screen.getByRole('article', { name: 'Robin Reader, 12 Baker Street' })).queryByText('Default'),
    ).toBeNull();
  });

  it('asks before deleting, and keeps the address when told to', async () => {
    const book = addressBook([anAddress()]);
    await renderAddresses();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Robin Reader, 12 Baker Street' }));
    expect(screen.getByText('Delete this address?')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Keep it');
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(apiServer.requestsTo('DELETE', AccountPaths.address('a-1'))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Robin Reader, 12 Baker Street' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { name: 'No addresses yet' })).toBeTruthy();
    expect(book.current()).toEqual([]);
  });
});
