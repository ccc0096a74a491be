import type { Address } from '@folio/account-contract';
import { Badge, Notice, useSignedInUser, AccountPageHeader } from '@folio/auth';
import { errorMessage } from '@folio/http';
import { useHttp } from '@folio/http/router';
import { Button, EmptyState, PinIcon } from '@folio/ui-kit';
import { notify } from '@folio/ui-kit/toast';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  useCreateAddress,
  useDeleteAddress,
  useMakeDefaultAddress,
  useUpdateAddress,
} from '../account/account.mutations';
import { addressesQueryOptions } from '../account/account.queries';
import { Panel } from './account-layout';
import { AddressForm } from './address-form';
import styles from './addresses.module.css';
import { countryName } from './countries';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: Address };

/** `/account/addresses`: the delivery addresses, default first; add, edit, delete, make default. */
export function AddressesPage() {
  const http = useHttp();
  const user = useSignedInUser();
  const { data: addresses } = useSuspenseQuery(addressesQueryOptions(http));
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const addButton = useRef<HTMLButtonElement>(null);

  const backToList = () => {
    setMode({ kind: 'list' });
    requestAnimationFrame(() => addButton.current?.focus());
  };

  return (
    <>
      <AccountPageHeader
        title="Addresses"
        description="Where your signed books go when an author ships them instead of handing them over at the signing."
        actions={
          mode.kind === 'list' && addresses.length > 0 ? (
            <Button ref={addButton} onClick={() => setMode({ kind: 'add' })}>
              Add an address
            </Button>
          ) : null
        }
      />

      {mode.kind === 'add' ? (
        <Panel title="New address">
          <AddressForm
            first={addresses.length === 0}
            defaultNames={{ first_name: user.first_name, last_name: user.last_name }}
            submitLabel="Save address"
            onCancel={backToList}
            onSubmit={async (input) => {
              await create.mutateAsync(input);
              notify('Address added.', { tone: 'success' });
              backToList();
            }}
          />
        </Panel>
      ) : null}

      {mode.kind === 'edit' ? (
        <Panel title="Edit address">
          <AddressForm
            address={mode.address}
            submitLabel="Save changes"
            onCancel={backToList}
            onSubmit={async (input) => {
              await update.mutateAsync({ id: mode.address.id, input });
              notify('Address updated.', { tone: 'success' });
              backToList();
            }}
          />
        </Panel>
      ) : null}

      {mode.kind === 'list' && addresses.length === 0 ? (
        <EmptyState
          icon={<PinIcon />}
          title="No addresses yet"
          actions={<Button onClick={() => setMode({ kind: 'add' })}>Add your first address</Button>}
        >
          Add a delivery address now and checkout is one step shorter when an author ships your books.
        </EmptyState>
      ) : null}

      {mode.kind === 'list' && addresses.length > 0 ? (
        <section aria-labelledby="saved-addresses">
          <h2 id="saved-addresses" className="visually-hidden">
            Saved addresses
          </h2>
          <ul className={styles['list']}>
            {addresses.map((address) => (
              <li key={address.id}>
                <AddressCard address={address} onEdit={() => setMode({ kind: 'edit', address })} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  const [confirming, setConfirming] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const name = `${address.first_name} ${address.last_name}`;

  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);

  const failure = remove.error ?? makeDefault.error;
  return (
    <article className={styles['card']} data-default={address.is_default} aria-label={`${name}, ${address.line1}`}>
      <header className={styles['cardHeader']}>
        <h3 className={styles['name']}>{name}</h3>
        {address.is_default ? (
          <Badge tone="accent">Default</Badge>
        ) : (
          <Button
            size="xs"
            variant="ghost"
            disabled={makeDefault.isPending}
            onClick={() =>
              makeDefault.mutate(address, { onSuccess: () => notify('Default address updated.', { tone: 'success' }) })
            }
          >
            {makeDefault.isPending ? 'Saving…' : 'Make default'}
          </Button>
        )}
      </header>
      <address className={styles['lines']}>
        {address.line1}
        {address.line2 ? <>, {address.line2}</> : null}
        <br />
        {address.city}
        {address.region ? `, ${address.region}` : ''} {address.postal_code}
        <br />
        {countryName(address.country_code)}
        {address.phone ? (
          <>
            <br />
            {address.phone}
          </>
        ) : null}
      </address>
      {failure ? <Notice tone="error">{errorMessage(failure)}</Notice> : null}
      {confirming ? (
        <div className={styles['confirm']}>
          <p className={styles['confirmText']}>Delete this address?</p>
          <div className={styles['cardActions']}>
            <Button
              size="sm"
              className={styles['danger']}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(address.id, {
                  onSuccess: () => notify('Address deleted.', { tone: 'success' }),
                  onError: () => setConfirming(false),
                })
              }
            >
              {remove.isPending ? 'Deleting…' : 'Delete'}
            </Button>
            <Button
              ref={keepButton}
              size="sm"
              variant="ghost"
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => deleteButton.current?.focus());
              }}
            >
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles['cardActions']}>
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${name}, ${address.line1}`}>
            Edit
          </Button>
          <Button
            ref={deleteButton}
            size="sm"
            variant="ghost"
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${name}, ${address.line1}`}
          >
            Delete
          </Button>
        </div>
      )}
    </article>
  );
}
